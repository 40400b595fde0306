# Les mots du bot en français. Mêmes messages et variables que en.ftl.

## Profil du bot

bot-description = Ce bot vend l’accès à des groupes et canaux privés. Envoyez /start pour voir les formules, payez en Telegram Stars ou par carte, et recevez ici même vos liens d’invitation personnels.
bot-short-description = Accès à des groupes privés : choisissez une formule, payez, recevez vos liens d’invitation.

## Menu des commandes

command-start = Les formules et votre accès
command-redeem = Utiliser un code d’accès
command-cancel = Arrêter les questions en cours
command-help = Ce que vous pouvez faire ici
command-language = Choisir votre langue
command-dashboard = Un lien de connexion au tableau de bord
command-stats = Revenus et ventes du jour et du mois
command-plans = Les formules : prix, durée, abonnements actifs
command-analytics = MRR, attrition, LTV et essais en ce moment
command-broadcast = Écrire à tous les membres qui ont accès
command-pause = Suspendre les ventes : rien de nouveau n’est vendu, l’accès continue
command-resume = Reprendre les ventes après /pause
command-flood = Anti-flood : /flood <messages> <secondes> [mute <minutes>], /flood off
command-grant = Donner une formule à un membre : /grant <member_id> <plan_id>
command-members = Accès et commandes d’un membre : /members <member_id ou @pseudo>
command-ban = Bannir un membre : /ban <member_id> [motif]
command-unban = Lever un bannissement : /unban <member_id>
command-export = Les membres sous forme de tableur (CSV)
command-coupons = Coupons : liste, ou /coupons new 20% <plan_id>
command-backup = Une sauvegarde du bot dans un fichier

## Langues

language-choose = Choisissez votre langue :
language-chosen = C’est fait : désormais, je vous parle en français.

## Mise en forme

day-never = jamais (accès à vie)
length-life = à vie
length-until = jusqu’au { $date }
length-years = { $n ->
    [one] { $n } an
   *[other] { $n } ans
}
length-months = { $n } mois
length-days = { $n ->
    [one] { $n } jour
   *[other] { $n } jours
}
duration-seconds = { $n } s
duration-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
duration-hours = { $h } h
duration-hours-minutes = { $h } h { $m } min
plan-fallback = formule { $id }

## Le menu du membre et son accès

welcome = Bonjour ! Choisissez une formule pour obtenir l’accès :
welcome-named = Bonjour { $name } ! Choisissez une formule pour obtenir l’accès :
nothing-to-sell = Il n’y a rien à acheter ici pour le moment.
your-access =
    Votre accès :
    { $lines }
access-line = • { $plan } — jusqu’au { $ends }
links = C’est bon ! Touchez pour rejoindre (chaque lien ne laisse entrer que vous).
links-until = C’est bon ! Touchez pour rejoindre (chaque lien ne laisse entrer que vous). Accès jusqu’au { $ends }.
renewed = Merci ! { $plan } court désormais jusqu’au { $ends }.
ended = Votre accès via { $plan } est terminé. Envoyez /start pour le renouveler.
expiring = Votre accès via { $plan } prend fin le { $ends }. Envoyez /start pour le renouveler.
buy-button = { $plan } — { $price }
plan-about =
    { $plan } — { $price }
    { $description }
subscribe-button = S’abonner : { $plan } — { $price } par mois
trial-button = Essai gratuit : { $plan }
trial-started = Votre essai gratuit de { $plan } dure jusqu’au { $ends }. Vos liens suivent.
trial-unavailable = Cet essai ne vous est pas proposé.
subscribe-link = Ouvrez le lien pour vous abonner (renouvelé chaque mois jusqu’à résiliation) :
invoice-description = Accès pour { $length }
invoice-description-coupon = Accès pour { $length }, avec le coupon { $code }
invoice-description-life = Accès à vie
invoice-description-life-coupon = Accès à vie, avec le coupon { $code }
foreign-invoice = Cette facture a été faite pour un autre membre ; envoyez /start pour obtenir la vôtre.
price-changed = Le prix de cette formule a changé ; envoyez /start pour voir le prix actuel.
not-sold-here = Cette formule ne peut pas être achetée ici.
sales-paused = Les ventes sont suspendues pour l’instant : rien de nouveau ne peut être acheté. Votre accès, si vous en avez un, continue normalement ; envoyez /start plus tard.
pay-by-card = Payez par carte sur la page de paiement sécurisée ; vos liens suivent dès que le paiement est passé.
card-button = Payer par carte
redeem-usage = Envoyez /redeem suivi de votre code, par exemple : /redeem K7PQ2MX9TA
redeemed = Code accepté : { $plan } jusqu’au { $ends }. Vos liens suivent.
referred = Bienvenue ! Vous avez été invité par un membre.
not-understood = Je n’ai pas compris. Envoyez /start pour voir les formules, ou /help pour savoir ce que je sais faire.

## Pourquoi une formule n’est pas disponible

refusal-no-plan = Cette formule n’existe plus.
refusal-no-longer-sold = Cette formule n’est plus vendue.
refusal-banned = Vous ne pouvez rien acheter ni utiliser ici : le propriétaire vous a banni.
refusal-token-only = Cette formule n’est disponible qu’avec un code d’accès.
refusal-credit-only = Cette formule ne peut être payée qu’avec du crédit.
refusal-newcomers = Cette formule est réservée aux nouveaux membres.
refusal-returning = Cette formule est réservée aux membres déjà abonnés auparavant.
refusal-invitee-only = Cette formule est réservée aux membres invités par un autre membre.
refusal-used-up = Vous avez déjà obtenu cette formule autant de fois qu’elle le permet.

## Coupons, pour les membres

coupon-button = J’ai un coupon
ask-coupon = Envoyez-moi votre code de coupon.
coupon-placeholder = Code du coupon
coupon-applied = Coupon { $code } accepté : { $off } de réduction. Choisissez une formule :
coupon-buy-button = { $plan } — { $now } (au lieu de { $was })
coupon-fits-nothing = Le coupon { $code } ne s’applique à aucune formule que vous pouvez acheter ici.
coupon-unknown = Ce code de coupon n’est pas valide ; vérifiez-le et réessayez.
coupon-archived = Le coupon { $code } n’est plus valable.
coupon-expired = Le coupon { $code } a expiré le { $date }.
coupon-used-up = Le coupon { $code } est épuisé.
coupon-used-by-you = Vous avez déjà utilisé le coupon { $code }.
coupon-not-for-plan = Le coupon { $code } ne s’applique pas à cette formule.
coupon-not-for-renewals = Le coupon { $code } ne vaut que pour un premier paiement, et cette formule se renouvelle chaque mois au prix auquel vous vous abonnez.

## Formulaires

form-intro = Quelques questions avant de payer. Envoyez /cancel pour arrêter à tout moment.
form-question = { $n }/{ $total }. { $prompt }
form-question-optional = { $n }/{ $total }. { $prompt } (facultatif)
skip-button = Passer
form-thanks = Merci, vos réponses sont enregistrées.
form-cancelled = Arrêté : vos réponses n’ont pas été conservées. Envoyez /start quand vous voudrez revoir les formules.
form-abandoned = Les questions ont été arrêtées : vos réponses n’ont pas été conservées.
nothing-to-cancel = Il n’y a rien à annuler.
form-stale-button = Cette question n’est plus ouverte.
form-refused-empty = Merci d’envoyer une réponse.
form-refused-too-long = Cette réponse est trop longue : 1 000 caractères au maximum, s’il vous plaît.
form-refused-email = Cela ne ressemble pas à une adresse e-mail ; envoyez-en une comme nom@exemple.com.
form-refused-number = Merci d’envoyer un nombre, comme 12 ou 12,5.
form-refused-choice = Merci de toucher l’un des boutons.
form-refused-not-text = Merci de répondre par un message texte.

## Jamais de silence

payment-not-started = Désolé, le paiement n’a pas pu démarrer ({ $reason }). Réessayez plus tard ou contactez le propriétaire.
invoice-refused = la plateforme a refusé la facture
invoice-price-refused = la plateforme n’accepte pas le prix de cette formule
checkout-refused = le paiement par carte n’a pas pu s’ouvrir
links-refused = Votre accès est enregistré et le propriétaire a été prévenu. Je n’ai pas encore pu créer { $count ->
    [one] votre lien d’invitation
   *[other] vos liens d’invitation
} pour { $chats } ; envoyez /start plus tard pour { $count ->
    [one] le recevoir
   *[other] les recevoir
}.
links-partly =
    { $links }

    Je n’ai pas encore pu créer votre lien d’invitation pour { $chats }. Votre accès est enregistré et le propriétaire a été prévenu ; envoyez /start plus tard pour le recevoir.

## Administrateurs

not-admin = Cette commande est réservée aux administrateurs du bot.
help =
    Commandes :
    { $lines }
broadcast-usage = Envoyez /broadcast suivi du message, par exemple : /broadcast Nouveaux signaux à 18 h
broadcast-queued = La diffusion est en file d’attente ; elle part vers tous les membres qui ont accès, dans les limites de la plateforme.
grant-usage = Envoyez /grant <member_id> <plan_id>, par exemple : /grant 123456789 2
granted = { $plan } accordé à { $member } jusqu’au { $ends }.
stats =
    Ventes :
    { $lines }
stats-today = Aujourd’hui : { $revenue } ({ $sales ->
    [one] { $sales } vente
   *[other] { $sales } ventes
})
stats-month = Ce mois-ci : { $revenue } ({ $sales ->
    [one] { $sales } vente
   *[other] { $sales } ventes
})
plans =
    Formules :
    { $lines }
plans-more =
    Formules :
    { $lines }
    …et { $more } de plus : voir le tableau de bord.
plan-line = #{ $id } { $plan } — { $price }, { $length } — { $live } actifs
plan-line-archived = #{ $id } { $plan } — { $price }, { $length } — { $live } actifs (archivée)
no-plans = Il n’y a pas encore de formule. Créez-en une dans le tableau de bord ou avec POST /plans.
paused = Ventes suspendues : les membres voient leur accès mais aucune formule, et aucune facture ni paiement par carte n’est créé. Renouvellements, codes et accès continuent. Envoyez /resume pour vendre à nouveau.
already-paused = Les ventes étaient déjà suspendues. Envoyez /resume pour vendre à nouveau.
resumed = Les ventes reprennent : les membres voient les formules et peuvent de nouveau payer.
not-paused = Les ventes n’étaient pas suspendues ; les membres peuvent acheter normalement.
analytics =
    Revenus récurrents actuels :
    { $lines }
    Les mouvements et les cohortes sont dans le tableau de bord (/dashboard).
analytics-line = { $currency } : MRR { $mrr } (ARR { $arr }), { $paying } payants{ $arpu }, attrition à 30 jours { $churn }{ $ltv }
analytics-arpu = , ARPU { $amount }
analytics-ltv = , LTV { $amount }
analytics-trials = Essais : { $active } en cours ; sur 90 jours, { $started } commencés, { $converted } convertis ({ $rate })
sign-in-link =
    Votre lien de connexion au tableau de bord. Il ne sert qu’une fois, dans les 10 minutes ; ne le transférez pas :
    { $link }

## Anti-flood

flood-usage = Envoyez /flood <messages> <secondes> pour supprimer ce qu’un membre envoie au-delà de ce nombre de messages en autant de secondes dans un chat ; ajoutez mute <minutes> pour le rendre muet aussi, ou /flood off. Messages 2–100, secondes 1–3600, minutes 1–1440. Par exemple : /flood 5 10 mute 10
flood-refused =
    { $reasons }.
    { flood-usage }
flood-minutes-range = les minutes doivent être comprises entre 1 et 1440
flood-on = L’anti-flood est actif : les messages d’un membre au-delà de { $messages } en { $seconds } s dans un chat sont supprimés. Vos administrateurs et ceux des chats ne sont jamais limités. /flood off le désactive.
flood-on-mute = L’anti-flood est actif : les messages d’un membre au-delà de { $messages } en { $seconds } s dans un chat sont supprimés, et il est rendu muet pendant { $mute }. Vos administrateurs et ceux des chats ne sont jamais limités. /flood off le désactive.
flood-off = L’anti-flood est désactivé : rien n’est compté ni supprimé. Envoyez /flood <messages> <secondes> pour l’activer.
flood-muted = { $name } est rendu muet pendant { $duration } pour avoir envoyé trop de messages.

## Membres et bannissements

ban-usage = Envoyez /ban <member_id> [motif], par exemple : /ban 123456789 spam. Dans un groupe, répondez /ban au message du membre.
unban-usage = Envoyez /unban <member_id>, par exemple : /unban 123456789. Dans un groupe, répondez /unban au message du membre.
ban-reason-too-long = Le motif est trop long : { $max } caractères au maximum.
banned = { $who } est banni : son accès est révoqué, il est retiré de tous les chats et tenu à l’écart, et il ne peut plus rien acheter. /unban lève le bannissement.
already-banned = { $who } était déjà banni.
banned-in-group = { $who } est banni.
unbanned = Bannissement de { $who } levé : il peut de nouveau acheter. L’accès révoqué par le bannissement n’est pas rendu.
not-banned = { $who } n’est pas banni.
unbanned-in-group = { $who } n’est plus banni.
members-usage = Envoyez /members <member_id ou @pseudo>, par exemple : /members 123456789 ou /members @alice
unknown-member = Je ne connais pas { $who } : un membre est connu dès qu’il démarre le bot, paie ou reçoit une formule.
member-access =
    Accès :
    { $lines }
member-no-access = Aucun accès en ce moment.
member-orders =
    Dernières commandes :
    { $lines }
member-no-orders = Aucune commande.
ban-line = Banni depuis le { $since }.
ban-line-reason = Banni depuis le { $since } : { $reason }.
order-line = • { $date } — { $plan } — { $paid } — { $status }
order-status-paid = payée
order-status-refunded = remboursée

## Fichiers

export-queued = Préparation du fichier des membres ; il arrive ici dans un instant.
backup-queued = Préparation de la sauvegarde ; elle arrive ici dans un instant.
file-caption-members = Vos membres au format CSV : s’ouvre dans n’importe quel tableur.
file-caption-backup = Votre sauvegarde (NDJSON). Gardez-la en lieu sûr : elle contient vos membres et vos commandes. Pour la restaurer ailleurs : tollgate bots import.
file-too-big-members = Le fichier des membres dépasse 50 Mo, plus qu’un bot ne peut envoyer. Téléchargez-le plutôt via l’API : GET /exports/members, avec une clé de niveau 5 ou plus.
file-too-big-backup = La sauvegarde dépasse 50 Mo, plus qu’un bot ne peut envoyer. Téléchargez-la plutôt via l’API (GET /backup, avec une clé de niveau 6 ou plus) ou sur le serveur avec tollgate bots export.

## Coupons, pour les administrateurs

coupons-usage = Envoyez /coupons pour lister les coupons, /coupons new 20% <plan_id> pour en créer un (sans formule, il vaut pour toutes), ou /coupons new 5 <plan_id> pour 5 de réduction dans la devise de la formule.
coupons-none = Pas encore de coupon. Créez-en un avec /coupons new 20% <plan_id>.
coupons-list =
    Coupons (les plus récents d’abord) :
    { $lines }
coupon-made = Coupon { $code } créé : { $off } de réduction sur { $plans }, une fois par membre. Les membres le saisissent avec le bouton « J’ai un coupon » ou ouvrent { $link }
coupon-not-made = Non créé : { $reasons }.
coupon-every-plan = toutes les formules
coupon-plans = { $count ->
    [one] la formule { $ids }
   *[other] les formules { $ids }
}
coupon-line = • { $code } — { $off } de réduction sur { $plans }, { $used } utilisés{ $until }, { $duration }
coupon-line-archived = • { $code } — { $off } de réduction sur { $plans }, { $used } utilisés{ $until }, { $duration } (archivé)
coupon-until = , jusqu’au { $date }
coupon-duration-once = une fois
coupon-duration-forever = toujours

## Ce que le propriétaire et les administrateurs de niveau 7+ apprennent quand les liens échouent

alert-invite-rights = Je ne peux pas créer de liens d’invitation pour { $chat } : il me faut le droit « Inviter des utilisateurs ». Des membres qui ont payé attendent leurs liens.
alert-invite-absent = Je ne peux pas créer de liens d’invitation pour { $chat } : je n’en suis pas membre (jamais ajouté, ou retiré). Ajoutez-moi comme administrateur avec le droit « Inviter des utilisateurs ». Des membres qui ont payé attendent leurs liens.
alert-invite-missing = Je ne peux pas créer de liens d’invitation pour { $chat } : la plateforme indique que le chat n’existe pas (supprimé, ou son identifiant a changé). Vérifiez son chat id dans Tollgate. Des membres qui ont payé attendent leurs liens.
alert-invite-other = Je ne peux pas créer de liens d’invitation pour { $chat } : la plateforme a refusé ({ $detail }). Des membres qui ont payé attendent leurs liens.

## Ce que le service refuse

refusal-code-unknown = Ce code n’est pas valide. Vérifiez-le et réessayez.
refusal-code-used-up = Le code { $code } a déjà été entièrement utilisé. Demandez-en un nouveau.
refusal-code-expired = Le code { $code } a expiré le { $date }. Demandez-en un nouveau.
refusal-code-plan-gone = Le code { $code } correspond à une formule qui n’est plus proposée. Demandez un nouveau code.
refusal-trial-used = Vous avez déjà eu { $plan } : son essai est réservé aux nouveaux membres.
refusal-holds-plan = { $member } a déjà { $plan }. Modifiez plutôt la date de fin de cet abonnement.
refusal-plan-unknown = Ce bot n’a pas de formule { $plan }. Envoyez /plans pour voir les identifiants des formules.
refusal-plan-archived = La formule { $plan } est archivée et ne peut plus être accordée.
refusal-member-banned = { $member } est banni : rien ne peut lui être accordé ni vendu tant qu’il n’est pas débanni (/unban { $member }).
refusal-not-member = { $member } n’est pas encore membre de ce bot : on le devient en démarrant le bot, en payant ou en recevant une formule.
refusal-ban-owner = { $member } est le propriétaire du bot et ne peut pas être banni.
refusal-ban-admin = { $member } est administrateur de ce bot (niveau { $level }). Retirez-lui ce rôle avant de le bannir.
