# The bot's words in English: the reference catalogue. Every other catalogue has each of these
# messages with the same variables (test/bot/catalogues.test.ts). Plain text, no parse mode.

## The bot's profile (setMyDescription ≤ 512, setMyShortDescription ≤ 120 characters)

bot-description = This bot sells access to private groups and channels. Send /start to see the plans, pay in Telegram Stars or by card, and get your personal invite links right here.
bot-short-description = Access to private groups: choose a plan, pay, and get your invite links.

## Command menu (each at most 256 characters)

command-start = Plans and your access
command-redeem = Redeem an access code
command-cancel = Stop the questions in progress
command-help = What you can do here
command-language = Choose your language
command-dashboard = A sign-in link to the dashboard
command-stats = Revenue and sales today and this month
command-plans = The plans: price, length, live subscriptions
command-analytics = MRR, churn, LTV and trials now
command-broadcast = Message every member with access
command-pause = Pause sales: nothing new is sold, access goes on
command-resume = Resume sales after /pause
command-flood = Flood control: /flood <messages> <seconds> [mute <minutes>], /flood off
command-grant = Give a member a plan: /grant <member_id> <plan_id>
command-members = A member’s access and orders: /members <member_id or @username>
command-ban = Ban a member: /ban <member_id> [reason]
command-unban = Lift a ban: /unban <member_id>
command-export = The members as a spreadsheet file (CSV)
command-coupons = Coupons: list, or /coupons new 20% <plan_id>
command-backup = A backup of the bot as a file

## Languages

language-choose = Choose your language:
language-chosen = Done: I’ll speak English with you from now on.

## Formatting pieces

day-never = never (lifetime access)
length-life = for life
length-until = until { $date }
length-years = { $n ->
    [one] { $n } year
   *[other] { $n } years
}
length-months = { $n ->
    [one] { $n } month
   *[other] { $n } months
}
length-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
duration-seconds = { $n } s
duration-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
duration-hours = { $h } h
duration-hours-minutes = { $h } h { $m } min
plan-fallback = plan { $id }

## The member's menu and access

welcome = Hello! Choose a plan to get access:
welcome-named = Hello, { $name }! Choose a plan to get access:
nothing-to-sell = There is nothing to buy here right now.
your-access =
    Your access:
    { $lines }
access-line = • { $plan } — until { $ends }
links = You're in! Tap to join (each link admits only you).
links-until = You're in! Tap to join (each link admits only you). Access until { $ends }.
renewed = Thank you! { $plan } now runs until { $ends }.
ended = Your access through { $plan } has ended. Send /start to renew.
expiring = Your access through { $plan } ends on { $ends }. Send /start to renew.
buy-button = { $plan } — { $price }
plan-about =
    { $plan } — { $price }
    { $description }
subscribe-button = Subscribe: { $plan } — { $price } a month
trial-button = Start free trial: { $plan }
trial-started = Your free trial of { $plan } runs until { $ends }. Your links follow.
trial-unavailable = This trial is not available to you.
subscribe-link = Open the link to subscribe (renews every month until you cancel):
invoice-description = Access for { $length }
invoice-description-coupon = Access for { $length }, with coupon { $code }
invoice-description-life = Access for life
invoice-description-life-coupon = Access for life, with coupon { $code }
foreign-invoice = This invoice was made for another member; send /start to get your own.
price-changed = This plan’s price has changed; send /start to see the current one.
not-sold-here = This plan cannot be bought here.
sales-paused = Sales are paused for now: nothing new can be bought. Your access, if you have any, goes on as usual; send /start later.
pay-by-card = Pay by card on the secure checkout page; your links follow as soon as the payment goes through.
card-button = Pay by card
redeem-usage = Send /redeem followed by your code, for example: /redeem K7PQ2MX9TA
redeemed = Code accepted: { $plan } until { $ends }. Your links follow.
referred = Welcome! You were invited by a member.
not-understood = I didn't understand that. Send /start to see the plans, or /help for what I can do.

## Why a plan cannot be had

refusal-no-plan = This plan does not exist any more.
refusal-no-longer-sold = This plan is no longer sold.
refusal-banned = You can’t buy or redeem anything here: you have been banned by the owner.
refusal-token-only = This plan is available only with an access code.
refusal-credit-only = This plan can be paid only from credit.
refusal-newcomers = This plan is only for new members.
refusal-returning = This plan is only for members who have subscribed before.
refusal-invitee-only = This plan is only for members invited by another member.
refusal-used-up = You have already obtained this plan as many times as it allows.

## Coupons, for members

coupon-button = I have a coupon
ask-coupon = Send me your coupon code.
coupon-placeholder = Coupon code
coupon-applied = Coupon { $code } accepted: { $off } off. Choose a plan:
coupon-buy-button = { $plan } — { $now } (was { $was })
coupon-fits-nothing = Coupon { $code } does not apply to any plan you can buy here.
coupon-unknown = That coupon code is not valid; check it and try again.
coupon-archived = Coupon { $code } is no longer valid.
coupon-expired = Coupon { $code } expired on { $date }.
coupon-used-up = Coupon { $code } has been fully used.
coupon-used-by-you = You have already used coupon { $code }.
coupon-not-for-plan = Coupon { $code } does not apply to this plan.
coupon-not-for-renewals = Coupon { $code } is for a first payment only, and this plan renews every month at the price you subscribe at.

## Forms

form-intro = A few questions before you pay. Send /cancel to stop at any time.
form-question = { $n }/{ $total }. { $prompt }
form-question-optional = { $n }/{ $total }. { $prompt } (optional)
skip-button = Skip
form-thanks = Thank you, your answers are saved.
form-cancelled = Stopped: your answers were not kept. Send /start when you want to see the plans again.
form-abandoned = The questions were stopped: your answers were not kept.
nothing-to-cancel = There is nothing to cancel.
form-stale-button = That question is no longer open.
form-refused-empty = Please send an answer.
form-refused-too-long = That answer is too long: at most 1,000 characters, please.
form-refused-email = That doesn't look like an email address; please send one like name@example.com.
form-refused-number = Please send a number, such as 12 or 12.5.
form-refused-choice = Please tap one of the buttons.
form-refused-not-text = Please answer with a text message.

## Never silent: what the member is told when the platform or Stripe refuses

payment-not-started = Sorry, the payment could not be started ({ $reason }). Please try again later, or contact the owner.
invoice-refused = the platform refused the invoice
invoice-price-refused = the platform does not accept this plan’s price
checkout-refused = the card checkout could not be opened
links-refused = Your access is recorded; the owner has been told. I could not create your invite { $count ->
    [one] link
   *[other] links
} for { $chats } yet; send /start later to get { $count ->
    [one] it
   *[other] them
}.
links-partly =
    { $links }

    I could not create your invite link for { $chats } yet. Your access is recorded; the owner has been told; send /start later to get it.

## Admins

not-admin = This command is for the bot’s admins.
help =
    Commands:
    { $lines }
broadcast-usage = Send /broadcast followed by the message, for example: /broadcast New signals at 18:00
broadcast-queued = The broadcast is queued; it goes to every member with access within the platform’s limits.
grant-usage = Send /grant <member_id> <plan_id>, for example: /grant 123456789 2
granted = Granted { $plan } to { $member } until { $ends }.
stats =
    Sales:
    { $lines }
stats-today = Today: { $revenue } ({ $sales ->
    [one] { $sales } sale
   *[other] { $sales } sales
})
stats-month = This month: { $revenue } ({ $sales ->
    [one] { $sales } sale
   *[other] { $sales } sales
})
plans =
    Plans:
    { $lines }
plans-more =
    Plans:
    { $lines }
    …and { $more } more: see the dashboard.
plan-line = #{ $id } { $plan } — { $price }, { $length } — { $live } live
plan-line-archived = #{ $id } { $plan } — { $price }, { $length } — { $live } live (archived)
no-plans = There are no plans yet. Create one in the dashboard or with POST /plans.
paused = Sales are paused: members see their access but no plans, and no invoice or card checkout is made. Renewals, codes and access go on. Send /resume to sell again.
already-paused = Sales were already paused. Send /resume to sell again.
resumed = Sales are back on: members see the plans and can pay again.
not-paused = Sales were not paused; members can buy as usual.
analytics =
    Recurring revenue now:
    { $lines }
    Movements and cohorts are on the dashboard (/dashboard).
analytics-line = { $currency }: MRR { $mrr } (ARR { $arr }), { $paying } paying{ $arpu }, 30-day churn { $churn }{ $ltv }
analytics-arpu = , ARPU { $amount }
analytics-ltv = , LTV { $amount }
analytics-trials = Trials: { $active } active; last 90 days { $started } started, { $converted } converted ({ $rate })
sign-in-link =
    Your sign-in link to the dashboard. It works once, within 10 minutes; do not forward it:
    { $link }

## Flood control

flood-usage = Send /flood <messages> <seconds> to delete what a member sends beyond that many messages in that many seconds in a chat, add mute <minutes> to mute them too, or /flood off. Messages 2–100, seconds 1–3600, minutes 1–1440. For example: /flood 5 10 mute 10
flood-refused =
    { $reasons }.
    { flood-usage }
flood-minutes-range = minutes must be from 1 to 1440
flood-on = Flood control is on: a member's messages beyond { $messages } in { $seconds } s in a chat are deleted. Your admins and the chats' administrators are never limited. /flood off turns it off.
flood-on-mute = Flood control is on: a member's messages beyond { $messages } in { $seconds } s in a chat are deleted, and they are muted for { $mute }. Your admins and the chats' administrators are never limited. /flood off turns it off.
flood-off = Flood control is off: nothing is counted or deleted. Send /flood <messages> <seconds> to turn it on.
flood-muted = { $name } is muted for { $duration } for sending too many messages.

## Members and bans

ban-usage = Send /ban <member_id> [reason], for example: /ban 123456789 spam. In a group, reply /ban to the member’s message.
unban-usage = Send /unban <member_id>, for example: /unban 123456789. In a group, reply /unban to the member’s message.
ban-reason-too-long = The reason is too long: at most { $max } characters.
banned = Banned { $who }: their access is revoked, they are removed from every chat and kept out, and they can buy nothing. /unban lifts it.
already-banned = { $who } was already banned.
banned-in-group = { $who } is banned.
unbanned = Unbanned { $who }: they may buy again. Access the ban revoked is not given back.
not-banned = { $who } is not banned.
unbanned-in-group = { $who } is no longer banned.
members-usage = Send /members <member_id or @username>, for example: /members 123456789 or /members @alice
unknown-member = I don’t know { $who }: a member is known once they start the bot, pay, or are given a plan.
member-access =
    Access:
    { $lines }
member-no-access = No access now.
member-orders =
    Latest orders:
    { $lines }
member-no-orders = No orders.
ban-line = Banned since { $since }.
ban-line-reason = Banned since { $since }: { $reason }.
order-line = • { $date } — { $plan } — { $paid } — { $status }
order-status-paid = paid
order-status-refunded = refunded

## Files

export-queued = Preparing the members file; it arrives here in a moment.
backup-queued = Preparing the backup; it arrives here in a moment.
file-caption-members = Your members, as CSV: opens in any spreadsheet.
file-caption-backup = Your backup (NDJSON). Keep it safe: it holds your members and orders. To restore it elsewhere: tollgate bots import.
file-too-big-members = The members file is over 50 MB, more than a bot can send. Download it with the API instead: GET /exports/members, with a key of level 5 or more.
file-too-big-backup = The backup is over 50 MB, more than a bot can send. Download it with the API instead (GET /backup, with a key of level 6 or more) or on the server with tollgate bots export.

## Coupons, for admins

coupons-usage = Send /coupons to list coupons, or /coupons new 20% <plan_id> to make one (leave out the plan for every plan), or /coupons new 5 <plan_id> for 5 off in the plan’s currency.
coupons-none = No coupons yet. Make one with /coupons new 20% <plan_id>.
coupons-list =
    Coupons (newest first):
    { $lines }
coupon-made = Coupon { $code } made: { $off } off { $plans }, once per member. Members enter it with the “I have a coupon” button, or open { $link }
coupon-not-made = Not made: { $reasons }.
coupon-every-plan = every plan
coupon-plans = { $count ->
    [one] plan { $ids }
   *[other] plans { $ids }
}
coupon-line = • { $code } — { $off } off { $plans }, { $used } used{ $until }, { $duration }
coupon-line-archived = • { $code } — { $off } off { $plans }, { $used } used{ $until }, { $duration } (archived)
coupon-until = , until { $date }
coupon-duration-once = once
coupon-duration-forever = forever

## What the owner and level-7+ admins are told when invite links cannot be made

alert-invite-rights = I can't create invite links for { $chat }: I need the 'Invite users' right there. Members who paid are waiting for their links.
alert-invite-absent = I can't create invite links for { $chat }: I'm not a member of it (never added, or removed). Add me as an administrator with the 'Invite users' right. Members who paid are waiting for their links.
alert-invite-missing = I can't create invite links for { $chat }: the platform says the chat does not exist (deleted, or its id changed). Check its chat id in Tollgate. Members who paid are waiting for their links.
alert-invite-other = I can't create invite links for { $chat }: the platform refused ({ $detail }). Members who paid are waiting for their links.

## What the service refused, said to whoever asked (a member redeeming a code, an admin granting or banning)

refusal-code-unknown = That code isn’t valid. Check it and try again.
refusal-code-used-up = Code { $code } has already been used up. Ask for a new one.
refusal-code-expired = Code { $code } expired on { $date }. Ask for a new one.
refusal-code-plan-gone = Code { $code } is for a plan that is no longer offered. Ask for a new code.
refusal-trial-used = You’ve had { $plan } before: its trial is for new members only.
refusal-holds-plan = { $member } already holds { $plan }. Change that subscription’s end date instead.
refusal-plan-unknown = This bot has no plan { $plan }. Send /plans to see the plan ids.
refusal-plan-archived = Plan { $plan } is archived and can no longer be granted.
refusal-member-banned = { $member } is banned: nothing can be granted or sold to them until they are unbanned (/unban { $member }).
refusal-not-member = { $member } isn’t a member of this bot yet: a member is known once they start the bot, pay or are granted a plan.
refusal-ban-owner = { $member } is the bot’s owner and can’t be banned.
refusal-ban-admin = { $member } is an admin of this bot (level { $level }). Remove them as an admin before banning them.
