# Tollgate's dashboard in English: the catalogue every other one is checked against (same
# messages, same variables; test/web/locales.test.ts). Ids are grouped by screen; a `.attribute`
# is a part of its message shown apart (in bold, for instance).

## The frame: signing in, the header, the navigation, the language menu

page-title = { $screen } · Tollgate
sign-in-title = Sign in · Tollgate
signing-in = Signing you in…
session-ended = Your session has ended (signed out, expired, or its key revoked); sign in again.
link-refused = This sign-in link was already used or has expired; send /dashboard to the bot again.
sign-in-refused = This Bot ID and API key do not match an active key; check both.
sign-in-admins = Admins: send { $command } to the bot in a private chat and open the link it answers with.
sign-in-keys = Or sign in with your Bot ID and an API key: one from { $command }, or made in Keys once you are signed in.
sign-in-bot-id = Bot ID
sign-in-api-key = API key
sign-in-api-key-hint = Kept in this browser tab only; closing the tab signs you out.
sign-in = Sign in
skip-to-content = Skip to content
header-bot = Bot { $bot } · level { $level }
sign-out = Sign out
sections = Sections
language = Language
# A screen the level does not allow, opened by its address.
screen-needs = The { $screen } screen needs level { $needed }; you are level { $level }.
# "Members and Subscriptions (level 4)": one part of not-shown.
not-shown-part = { $screens } (level { $level })
not-shown = Not shown at your level ({ $level }): { $parts }.

screen-overview = Overview
screen-analytics = Analytics
screen-orders = Orders
screen-plans = Plans
screen-chats = Chats
screen-projects = Projects
screen-members = Members
screen-subscriptions = Subscriptions
screen-coupons = Coupons
screen-forms = Forms
screen-codes = Access codes
screen-commands = Commands
screen-texts = Texts
screen-admins = Admins
screen-activity = Activity
screen-webhooks = Webhooks
screen-keys = Keys
screen-settings = Settings

## Shared parts: loading, errors, forms, dialogs, lists, levels

try-again = Try again
working = Working…
cancel = Cancel
save = Save
copy = Copy
copied = Copied
loading = Loading…
# Between the values of a list ("recurring, code only"); a string literal keeps its space.
list-separator = {", "}
never = never
none = none
so-far = (so far)
# An action the level does not allow: { $what } is its name ("Changing plans").
needs = { $what } needs level { $needed }; you are level { $level }.
zone-hint = In the bot’s time zone ({ $zone }).
zone-hint-unknown = In the bot’s time zone.
# An admin level with the powers it adds: "4 · chats, bans and plans".
level-option = { $level } · { $powers }
level-2 = flood control
level-3 = analytics and broadcasts
level-4 = chats, bans and plans
level-5 = exports
level-6 = backups, coupons and forms
level-7 = members and projects
level-8 = everything
plan-field = Plan
plan-fallback = Plan { $id }

length-lifetime = lifetime
length-until = until { $date }
length-years = { $count ->
    [one] { $count } year
   *[other] { $count } years
}
length-months = { $count ->
    [one] { $count } month
   *[other] { $count } months
}
length-weeks = { $count ->
    [one] { $count } week
   *[other] { $count } weeks
}
length-days = { $count ->
    [one] { $count } day
   *[other] { $count } days
}

## Subscriptions as every table shows them (Subscriptions, a member's page)

column-subscription = Subscription
column-member = Member
column-plan = Plan
column-state = State
column-source = Source
column-ends = Ends
column-problem = Problem
column-actions = Actions
subscription-state = { $state ->
    [active] active
    [canceled] canceled
    [expired] expired
    [revoked] revoked
   *[other] { $state }
}
subscription-state-trial = { $state } (trial)
subscription-state-recurring = { $state }, recurring
subscription-source = { $source ->
    [payment] payment
    [trial] trial
    [code] code
    [grant] grant
   *[other] { $source }
}
subscription-ended = Ended
subscription-new-end = New end for subscription { $id }
subscription-new-end-hint = { $zone } Empty: lifetime.
subscription-save-end = Save end
subscription-change-end-of = Change end of subscription { $id }
subscription-change-end = Change end
subscription-cancel-renewals = Cancel renewals of subscription { $id }
subscription-cancel-renewals-question = Stop the renewals? Access lasts until the end already paid for.
subscription-stop-renewals = Stop renewals
subscription-revoke = Revoke subscription { $id }
subscription-revoke-question = Revoke subscription { $id }? { $member } loses access now and is removed from the chats.
revoke = Revoke
member-fallback = Member { $id }

## Charts and the cohort table

chart-period = Period
chart-revenue = Revenue
chart-sales = Sales
chart-revenue-axis = Revenue ({ $currency })
movements-axis = MRR change ({ $currency })
movement-new = New
movement-reactivation = Reactivation
movement-expansion = Expansion
movement-contraction = Contraction
movement-churned = Churned
movement-net = Net change
cohorts-caption = Members still paying, by month of their first payment
cohorts-cohort = Cohort
cohorts-members = Members
cohorts-month = Month { $month }
# A cohort's cell: { $count } of its { $members } members still pay; { $percent } is already written ("60%").
cohorts-cell = { $count } of { $members } still paying at the end of month { $month } ({ $percent })
cohorts-cell-now = { $count } of { $members } still paying now ({ $percent })

## Overview

overview-today = Today
overview-this-month = This month
overview-members = Members with access
overview-ending = Ending within 7 days
overview-no-sales = No sales
# A card's line per currency: "$9.99 · 1 sale" ({ $amount } is already written).
overview-money = { $amount } · { $sales ->
    [one] { $sales } sale
   *[other] { $sales } sales
}
overview-card-needs = Needs level { $needed }; you are level { $level }.
overview-loading-totals = Loading totals…
overview-loading-revenue = Loading revenue…
overview-revenue = Revenue
overview-period = Period
overview-day = Day
overview-month = Month
overview-year = Year
overview-periods = Periods
overview-currency = Currency
overview-no-sales-yet = { $unit ->
    [day] No sales in these days yet.
    [month] No sales in these months yet.
   *[year] No sales in these years yet.
}
# The chart's description for screen readers; { $from } and { $to } are periods as the API writes them (2026-11).
overview-chart = { $unit ->
    [day] Revenue in { $currency } per day, { $from } to { $to }: { $total } sales in all. The table below has every number.
    [month] Revenue in { $currency } per month, { $from } to { $to }: { $total } sales in all. The table below has every number.
   *[year] Revenue in { $currency } per year, { $from } to { $to }: { $total } sales in all. The table below has every number.
}
overview-table = { $unit ->
    [day] Revenue and sales in { $currency } per day
    [month] Revenue and sales in { $currency } per month
   *[year] Revenue and sales in { $currency } per year
}

## Analytics

analytics-loading = Loading recurring revenue…
analytics-loading-cohorts = Loading cohorts…
analytics-recurring = Recurring revenue
analytics-recurring-none = No recurring revenue yet. MRR, churn and their movements appear once a member pays for a plan with an end (lifetime access, grants, trials and access codes bring no recurring money).
analytics-mrr = MRR
analytics-arr = ARR
analytics-paying = Paying members
analytics-arpu = ARPU
analytics-arpu-none = nobody pays now
analytics-churn = Churn, last 30 days
analytics-ltv = LTV
analytics-ltv-none = no churn to divide by
analytics-nobody-pays = Nobody pays in { $currency } now, and nobody did 30 days ago.
analytics-movements = MRR movements
analytics-no-mrr = No MRR in { $currency } in the last { $months } months.
analytics-mrr-start = MRR start
analytics-mrr-end = MRR end
analytics-movements-table = MRR movements in { $currency } per month
# The movements chart described for screen readers; the amounts are already written ("$1,234.50"), the periods as the API writes them.
analytics-movements-chart = MRR movements in { $currency } per month, { $from } to { $to }: MRR went from { $start } to { $end }; in all { $new } new, { $reactivation } reactivation, { $expansion } expansion, { $contraction } contraction and { $churned } churned. The table below has every number.
analytics-trials = Free trials
analytics-trials-none = No free trial in the last 90 days. A plan with a trial (Plans) lets members try it before they pay.
analytics-trials-active = Active trials
analytics-trials-started = Started, last 90 days
analytics-trials-converted = Converted
analytics-trials-rate = Conversion rate
analytics-cohorts = Cohorts
analytics-cohorts-none = No paying members yet: each month's new paying members appear here, with how many of them keep paying month after month.

## Activity

any = Any
show = Show
activity-filter = Filter changes
activity-made-by = Made by
activity-anyone = Anyone
activity-by-keys = API keys
activity-by-admins = Admins
activity-by-members = Members
activity-by-system = The system
activity-change = Change
activity-who-hint = Who: an API key, an admin (signed in, or a command in the bot), a member acting in the bot, or the system (the subscription clock, Telegram, Stripe, the command line).
activity-loading = Loading changes…
activity-more = More changes
activity-empty = No changes match.
activity-caption = Changes, newest first
activity-when = When
activity-who = Who
actor-key = key { $id }
actor-admin = admin { $id }
actor-member = member { $id }
actor-system = system
subject-order = Order { $order }
subject-subscription = Subscription { $subscription } of member { $member }
subject-member = Member { $member }, chat { $chat }
subject-chat = { $name } ({ $chat })
subject-plan = { $name } (plan { $plan })
subject-admin = Admin { $admin }: level { $level }
subject-form = { $name } (form { $form }) by member { $member }
change-order-paid = Order paid
change-order-refunded = Order refunded
change-subscription-started = Subscription started
change-subscription-renewed = Subscription extended
change-subscription-canceled = Renewal stopped
change-subscription-expiring = Reminder: access ends soon
change-subscription-expired = Subscription expired
change-subscription-revoked = Subscription revoked
change-member-joined = Member joined a chat
change-member-removed = Member left a chat
change-member-muted = Member muted for flooding
change-member-banned = Member banned
change-member-unbanned = Member unbanned
change-chat-added = Chat added
change-chat-removed = Chat removed
change-plan-created = Plan created
change-plan-updated = Plan changed
change-admin-added = Admin added
change-admin-updated = Admin’s level changed
change-admin-removed = Admin removed
change-form-submitted = Form answered
change-command-changed = Command set
change-command-deleted = Command deleted
change-text-changed = Text changed
change-text-deleted = Text restored

## Lists and forms many screens share

remove = Remove
delete = Delete
archive = Archive
edit = Edit
column-used = Used
column-expires = Expires
column-name = Name
column-plans = Plans
column-created = Created
# Uses of a code or coupon: "3 of 10".
count-of = { $count } of { $total }
valid-until = Valid until
valid-until-hint = { $zone } Empty: never expires.

## Admins

admins-owner = 8 · owner (fixed)
admins-level-of = Level of { $admin }
admins-remove = Remove admin { $admin }
admins-remove-question = Remove { $admin } from the bot’s admins?
admins-what = Adding, changing or removing admins
admins-below = At level { $level } you manage admins below level { $level }, and give them at most level { $most }.
admins-add = Add an admin
admins-user-id = Admin’s Telegram user id
admins-level = Level
admins-add-button = Add admin
admins-loading = Loading admins…
admins-more = More admins
admins-empty = No admins.
admins-caption = Admins and their levels
admins-admin = Admin

## Chats

chats-add = Add a chat
chats-id = Chat id
chats-id-hint = Telegram’s id of the group or channel, such as -1001234567890.
chats-name = Name
chats-type = Type
chats-supergroup = Supergroup
chats-group = Group
chats-channel = Channel
chat-type = { $type ->
    [supergroup] supergroup
    [group] group
    [channel] channel
   *[other] { $type }
}
chats-add-button = Add chat
chats-rename = Rename
chats-rename-chat = Rename { $name }
chats-new-name = New name for { $name }
chats-remove = Remove { $name }
chats-remove-question = Remove { $name }? Plans stop granting it; members already in it stay.
chats-what = Adding, renaming or removing chats
chats-heading = The bot’s chats
chats-loading = Loading chats…
chats-more = More chats
chats-empty = No chats yet: add the groups and channels you sell.

## Access codes

codes-new = New access codes
codes-count = How many codes
codes-uses = Uses per code
codes-create = Create codes
codes-made = New codes
codes-copy = Copy code { $code }
codes-heading = Codes
codes-loading = Loading codes…
codes-more = More codes
codes-empty = No codes yet.
codes-caption = Access codes, newest first
codes-code = Code
codes-delete = Delete code { $code }
codes-delete-question = Delete { $code }? It can no longer be redeemed; access it gave stays.

## Commands

commands-new = New command
commands-edit = Edit /{ $name }
commands-command = Command
commands-command-hint = What members send after the slash: a–z, 0–9 and _, such as faq. A name in use is replaced.
commands-answer = Answer
commands-answer-hint = Plain text, up to 4,096 characters.
commands-description = Menu description
commands-description-hint = Shown beside the command in the menu. Empty: the answer’s first line.
commands-listed = Listed in the members’ command menu
commands-translations = Translations
commands-translations-hint = Members whose Telegram app is in that language get this answer instead (es also serves es-MX).
commands-language-code = Language code
commands-translated-answer = Answer in that language
commands-remove-translation = Remove translation
commands-add-translation = Add a translation
commands-save = Save command
commands-saved = Saved /{ $name }.
commands-delete = Delete /{ $name }
commands-delete-question = Delete /{ $name }? The bot stops answering it and it leaves the menu.
commands-what = Adding, changing or deleting commands
commands-loading = Loading commands…
commands-empty = No commands yet: add answers members ask for often, such as /faq or /rules.
commands-caption = Custom commands, by name
commands-in-menu = In the menu
commands-in-menu-first-line = yes (the answer’s first line)
commands-in-menu-no = no

## Texts

texts-intro = Everything the bot says, in each of its languages. Change a message to say it your way: your text replaces the shipped one in that language only, on every instance within 10 seconds.
texts-what = Changing the bot’s texts
texts-language = Language of the texts
texts-find = Find
texts-only-yours = Only messages I changed
texts-loading = Loading texts…
texts-caption = The bot’s texts in { $language }: { $shown } of { $all }
texts-message = Message
texts-shipped = Shipped text
texts-yours = Your text
texts-yours-hint = Keep the variables you need, written as in the shipped text; the preview shows where each one goes.
texts-as-shipped = as shipped
texts-edit = Edit { $id }
texts-view = Open { $id }
texts-open = Open
texts-close = Close
texts-variables = Variables: { $variables }
texts-no-variables = This message takes no variables.
texts-preview = Preview
texts-preview-hint = Sample values: ⟨name⟩ marks where a value goes; numbers are 2.
texts-preview-empty = Write a text to see it here.
texts-preview-syntax = This is not valid Fluent yet: check that every brace is closed.
texts-preview-variable = This message has no variable “{ $name }”.
texts-save = Save text
texts-saved = Saved { $id }. The bot says it within 10 seconds.
texts-restore = Restore the shipped text
texts-restored = { $id } is back to the shipped text.
texts-none-yours = You have not changed any message in this language.
texts-none-found = No message matches.

## Coupons

archived = Archived
coupons-percent-off = { $percent }% off
coupons-amount-off = { $amount } off
coupons-every-renewal = { $discount }, every renewal
coupons-new = New coupon
coupons-code = Code
coupons-code-hint = 4–32 letters, digits, _ or -. Empty: a generated 8-character code.
coupons-percent = Percent off
coupons-percent-hint = 1–99. Or give an amount off below instead.
coupons-amount = Amount off
coupons-amount-hint = Such as 5.00, in the currency below.
coupons-currency = Currency
coupons-currency-hint = With an amount off, such as USD or XTR (Stars).
coupons-every-plan = Every plan
coupons-max = Members who may use it
coupons-max-hint = Empty: no limit. Each member may use it once.
coupons-duration = Discounts
coupons-once = The first payment only
coupons-forever = Every renewal too
coupons-create = Create coupon
coupons-made-code = New coupon code
coupons-made = New coupon
coupons-copy = Copy coupon { $code }
# { $link } is the start parameter to add to the bot's link: ?start=c-SPRING.
coupons-how = Members enter it with the “I have a coupon” button, or open your bot’s link with { $link }.
coupons-loading = Loading coupons…
coupons-more = More coupons
coupons-empty = No coupons yet.
coupons-caption = Coupons, newest first
coupons-discount = Discount
coupons-archive = Archive coupon { $code }
coupons-archive-question = Archive { $code }? Members can no longer use it; orders keep it.

## Forms

forms-intro = A member answers a form once, in the bot, before the invoice or checkout of a plan it names; a plan has one form at a time.
forms-new = New form
forms-name-hint = Members do not see it; it names the form in your lists.
forms-asked-before = Asked before buying
forms-question-n = Question { $n }
forms-key = Key
forms-key-hint = a-z, 0-9 and _; names the answer in responses.
forms-question = Question
forms-kind = Kind of answer
forms-kind-text = Text
forms-kind-email = Email address
forms-kind-number = Number
forms-kind-choice = Choice (buttons)
forms-choices = Choices
forms-choices-hint = For a choice: 2 to 10, one per line.
forms-required = Required (otherwise the member may skip it)
forms-add-question = Add a question
forms-remove-question = Remove the last question
forms-create = Create form
forms-loading = Loading forms…
forms-more = More forms
forms-empty = No forms yet.
forms-caption = Forms, newest first
forms-questions = Questions
forms-responses = Responses
forms-archived = archived
forms-live = live
forms-responses-to = Responses to { $name }
forms-responses-caption = Responses to { $name }, newest first
forms-loading-responses = Loading responses…
forms-more-responses = More responses
forms-no-responses = Nobody has answered this form yet.
forms-submitted = Submitted
forms-delete = Delete { $name }
forms-archive-question = Archive { $name }? It is no longer asked; its { $responses } responses are kept.
forms-delete-question = Delete { $name }? Nobody has answered it.

## Keys

keys-create = Create a key
keys-label = Label (what it is for)
keys-label-example = Revenue spreadsheet
keys-made = New key
# A new key, shown once; .once is the part in bold.
keys-made-note = Key { $id }: copy it now. { $once }; Tollgate keeps only its hash.
    .once = It is shown only once
keys-copy = Copy key { $id }
keys-loading = Loading keys…
keys-more = More keys
keys-empty = No keys.
keys-caption = Api keys
keys-key = Key
keys-label-column = Label
keys-signed-in = signed in: admin { $admin }
keys-last-used = Last used
keys-revoke = Revoke key { $id }
keys-revoke-question = Revoke key { $id }? Every client using it is refused from now on.

## Members

members-back = Back to all members
members-loading-member = Loading the member…
members-no-name = No name known
members-has-access = has access
members-no-access = no access
members-since = since { $date }
members-referred-by = referred by { $member }
members-delivery-error = The bot cannot write to this member: { $error }
members-what = Changing subscriptions
members-subscriptions-of = Subscriptions of { $id }
members-no-subscriptions = No subscriptions.
members-orders-of = Latest orders of { $id }
members-access = Access
members-everyone = Everyone
members-with-access = With access
members-without-access = Without access
members-loading = Loading members…
members-more = More members
members-empty = No members yet.
members-caption = Members, newest first
members-access-yes = Yes
members-access-no = No
members-since-column = Since

## Orders

orders-refunded = Refunded
orders-refund-order = Refund order { $id }
orders-refund-question = Refund order { $id } ({ $amount })? The member’s access from it ends now.
orders-refund = Refund
orders-filter = Filter orders
orders-paid-from = Paid from
orders-paid-through = Paid through
orders-zone = Days and times are the bot’s time zone’s ({ $zone }), as in the overview.
orders-zone-unknown = Days and times are the bot’s time zone’s, as in the overview.
orders-what = Refunding orders
orders-loading = Loading orders…
orders-more = More orders
orders-empty = No orders in this range.
orders-caption = Orders, newest first
orders-order = Order
orders-paid-at = Paid at
orders-amount = Amount
orders-status = Status
order-status = { $status ->
    [paid] paid
    [refunded] refunded
   *[other] { $status }
}
orders-external-id = External id

## Plans

plans-new = New plan
plans-edit-plan = Edit plan { $name }
plans-length = Length
plans-length-hint = P1M, P30D, P1Y6M, “1 month”, “30” (days), “lifetime”, or an end date such as 2027-06-30
plans-price = Price
plans-price-hint = A decimal with the currency’s digits, such as 9.99 (XTR: whole Stars).
plans-currency-hint = ISO 4217 code such as USD or EUR; XTR for Telegram Stars.
plans-trial = Free trial
plans-trial-hint = Empty or 0 for none; otherwise a length such as P7D.
plans-description = Description
plans-description-hint = Shown under the plan in /start; up to 1,000 characters.
plans-translations = Translations
plans-translations-hint = Members who read the bot in that language see these instead; a field left empty keeps the plan’s own.
plans-translation-language = Language of the translation
plans-translation-name = Name in that language
plans-translation-description = Description in that language
plans-add-translation = Add a translation
plans-remove-translation = Remove translation
plans-project = Project (the chats it grants)
plans-no-project = None
plans-options = Options
plans-recurring = Recurring (charged again each period)
plans-who = Who may buy
plans-who-anyone = Anyone
plans-who-new = Only members who never subscribed
plans-who-returning = Only members who subscribed before
plans-times = Times one member may buy it (0: no limit)
plans-token-only = Only with an access code
plans-credit-only = Payable only from credit
plans-invitee-only = Only members referred by an affiliate
plans-save = Save plan
plans-create = Create plan
plans-edit = Edit { $name }
plans-archive = Archive { $name }
plans-archive-question = Archive { $name }? It can no longer be bought; members keep what they hold.
plans-what = Changing plans
plans-loading = Loading plans…
plans-more = More plans
plans-empty = No plans yet: create the first one.
plans-trial-column = Trial
plans-option-recurring = recurring
plans-option-code-only = code only
plans-option-referred-only = referred only
plans-option-newcomers = newcomers
plans-option-times = { $times }× per member
plans-on-sale = On sale

## Projects

projects-what = Creating projects
projects-new = New project
projects-name = Project name
projects-chats-bundled = Chats it bundles
projects-add-chats-first = Add chats first.
projects-create = Create project
projects-loading = Loading projects…
projects-more = More projects
projects-empty = No projects yet.
projects-project = Project

## Settings: pausing sales

sales = Sales
# { $state } is .state, in bold.
sales-paused = Sales are { $state }. Members see their access but no plans; no invoice or card checkout is made.
    .state = paused
sales-on = Sales are { $state }. Members can see the plans and pay.
    .state = on
sales-pausing = Pausing stops new sales only: renewals of existing subscriptions, access codes, grants and members’ access go on. The same as /pause and /resume in the bot.
# The switch's name; its state follows it in sight only (screen readers say it from the switch).
sales-switch = Sales paused
sales-switch-on = : on
sales-switch-off = : off

## Settings

settings-loading = Loading settings…
settings-what = Changing settings
settings-general = General settings
settings-bot-line = Bot { $bot }, owner { $owner }.
settings-bot = Bot
settings-bot-named = { $bot } · { $name }
settings-bot-owner = { $bot }, owner { $owner }
settings-bot-name = Bot name
settings-timezone = Time zone
settings-timezone-hint = IANA name such as Europe/Berlin: days and months of revenue are counted in it, and the dashboard shows every date and time in it.
settings-currency = Default currency
settings-reminders = Reminder days
settings-reminders-hint = Days before a subscription ends to remind the member, such as 3, 1. Empty: none.
settings-save = Save settings
settings-secrets = Tokens and keys
settings-secrets-note = Stored encrypted and never shown again: you can replace or remove them.
# Whether the bot runs: "Bot: running" ({ $status } in bold).
bot-status = Bot: { $status }
bot-status-state = { $status ->
    [running] running
    [starting] starting
    [stopped] stopped
   *[other] { $status }
}
bot-status-error = stopped on an error
# The write-only secrets, each selected by { $secret }: bot_token, stripe_secret_key, stripe_webhook_secret.
secret-label = { $secret ->
    [bot_token] Bot token
    [stripe_secret_key] Stripe secret key
   *[stripe_webhook_secret] Stripe webhook signing secret
}
secret-hint = { $secret ->
    [bot_token] From @BotFather, <bot id>:<secret>. The bot starts within seconds.
    [stripe_secret_key] sk_live_… or sk_test_…: card payments.
   *[stripe_webhook_secret] whsec_… of the endpoint Stripe posts to.
}
# "Bot token: set" ({ $state } in bold).
secret-status = { $secret }: { $state }
secret-set = set
secret-not-set = not set
secret-set-new = { $secret ->
    [bot_token] Set the bot token
    [stripe_secret_key] Set the stripe secret key
   *[stripe_webhook_secret] Set the stripe webhook signing secret
}
secret-replace = { $secret ->
    [bot_token] Replace the bot token
    [stripe_secret_key] Replace the stripe secret key
   *[stripe_webhook_secret] Replace the stripe webhook signing secret
}
secret-save = { $secret ->
    [bot_token] Save bot token
    [stripe_secret_key] Save stripe secret key
   *[stripe_webhook_secret] Save stripe webhook signing secret
}
secret-remove = { $secret ->
    [bot_token] Remove the bot token
    [stripe_secret_key] Remove the stripe secret key
   *[stripe_webhook_secret] Remove the stripe webhook signing secret
}
secret-remove-question = { $secret ->
    [bot_token] Remove the bot token? The bot stops.
    [stripe_secret_key] Remove the stripe secret key? Card payments stop.
   *[stripe_webhook_secret] Remove the stripe webhook signing secret? Card payments stop.
}

## Subscriptions

subscriptions-grant = Grant access
subscriptions-member-id = Member id
subscriptions-member-id-hint = The member’s Telegram user id.
subscriptions-ends-hint = { $zone } Empty: the plan’s length from now.
subscriptions-trial = Start the plan’s free trial instead
subscriptions-what = Granting access and changing subscriptions
subscriptions-filter = Filter subscriptions
subscriptions-plan-archived = { $name } (archived)
subscriptions-loading = Loading subscriptions…
subscriptions-more = More subscriptions
subscriptions-empty = No subscriptions match.
subscriptions-caption = Subscriptions, newest first

## Webhooks

webhooks-new = New webhook
webhooks-edit = Edit webhook { $id }
webhooks-url = URL
webhooks-url-hint = https:// on a public address; Tollgate POSTs each event there, signed.
webhooks-events = Events
webhooks-all-events = All events
webhooks-all-events-short = all events
webhooks-description = Description
webhooks-save = Save webhook
webhooks-add = Add webhook
webhooks-log = Delivery log
webhooks-all = All
webhooks-pending = Pending
webhooks-delivered = Delivered
webhooks-failed = Failed
delivery-status = { $status ->
    [pending] pending
    [delivered] delivered
    [failed] failed
   *[other] { $status }
}
webhooks-refresh = Refresh
webhooks-loading-attempts = Loading attempts…
webhooks-more-attempts = More attempts
webhooks-no-deliveries = No deliveries yet.
webhooks-deliveries-caption = Deliveries to webhook { $id }, newest first
webhooks-event = Event
webhooks-attempt = Attempt
webhooks-answer = Answer
webhooks-took = Took
webhooks-error = Error
webhooks-next-attempt = Next attempt
webhooks-title-enabled = Webhook { $id } · enabled
webhooks-title-disabled = Webhook { $id } · disabled
webhooks-failing-since = Failing since { $date }.
webhooks-previous-secret = The previous secret also signs until { $date }.
webhooks-pause = Pause
webhooks-enable = Enable
webhooks-test = Send a test
webhooks-rotate = New secret for webhook { $id }
webhooks-rotate-question = Make a new signing secret? For 24 hours deliveries are signed with both, so your receiver can switch.
webhooks-new-secret = New secret
webhooks-delete = Delete webhook { $id }
webhooks-delete-question = Delete webhook { $id } and its delivery log?
webhooks-hide-deliveries = Hide deliveries
webhooks-deliveries = Deliveries
webhooks-secret = Signing secret
# A new signing secret, shown once; .now is the part in bold.
webhooks-secret-note = Signing secret of webhook { $id }: { $now } Verify deliveries with it (docs/webhooks.md).
    .now = copy it now, it is not shown again.
webhooks-copy-secret = Copy the signing secret of webhook { $id }
webhooks-kept = I have kept it
webhooks-loading = Loading webhooks…
webhooks-empty = No webhooks yet: add a URL of yours to hear about every sale.
