# Le tableau de bord de Tollgate en français. Mêmes messages et variables que en.ftl (test/web/locales.test.ts).

## Le cadre : connexion, en-tête, navigation, menu des langues

page-title = { $screen } · Tollgate
sign-in-title = Connexion · Tollgate
signing-in = Connexion en cours…
session-ended = Votre session a pris fin (déconnexion, expiration ou clé révoquée) ; reconnectez-vous.
link-refused = Ce lien de connexion a déjà servi ou a expiré ; envoyez de nouveau /dashboard au bot.
sign-in-refused = Cet ID de bot et cette clé d’API ne correspondent à aucune clé active ; vérifiez les deux.
sign-in-admins = Administrateurs : envoyez { $command } au bot dans une discussion privée et ouvrez le lien qu’il renvoie.
sign-in-keys = Ou connectez-vous avec l’ID de votre bot et une clé d’API : une clé issue de { $command }, ou créée dans Clés une fois connecté.
sign-in-bot-id = ID du bot
sign-in-api-key = Clé d’API
sign-in-api-key-hint = Conservée uniquement dans cet onglet du navigateur ; fermer l’onglet vous déconnecte.
sign-in = Se connecter
skip-to-content = Aller au contenu
header-bot = Bot { $bot } · niveau { $level }
sign-out = Se déconnecter
sections = Rubriques
language = Langue
screen-needs = La rubrique « { $screen } » requiert le niveau { $needed } ; vous êtes au niveau { $level }.
not-shown-part = { $screens } (niveau { $level })
not-shown = Masqué à votre niveau ({ $level }) : { $parts }.

screen-overview = Vue d’ensemble
screen-analytics = Analyses
screen-orders = Commandes
screen-plans = Formules
screen-chats = Discussions
screen-projects = Projets
screen-members = Membres
screen-subscriptions = Abonnements
screen-coupons = Codes promo
screen-forms = Questionnaires
screen-codes = Codes d’accès
screen-commands = Commandes du bot
screen-texts = Textes
screen-admins = Administrateurs
screen-activity = Activité
screen-webhooks = Webhooks
screen-keys = Clés
screen-settings = Paramètres

## Éléments communs

try-again = Réessayer
working = En cours…
cancel = Annuler
save = Enregistrer
copy = Copier
copied = Copié
loading = Chargement…
list-separator = {", "}
never = jamais
none = aucun
so-far = (en cours)
needs = { $what } requiert le niveau { $needed } ; vous êtes au niveau { $level }.
zone-hint = Dans le fuseau horaire du bot ({ $zone }).
zone-hint-unknown = Dans le fuseau horaire du bot.
level-option = { $level } · { $powers }
level-2 = anti-flood
level-3 = analyses et diffusions
level-4 = discussions, bannissements et formules
level-5 = exports
level-6 = sauvegardes, codes promo et questionnaires
level-7 = membres et projets
level-8 = tout
plan-field = Formule
plan-fallback = Formule { $id }

length-lifetime = à vie
length-until = jusqu’au { $date }
length-years = { $count ->
    [one] { $count } an
    [many] { $count } d’années
   *[other] { $count } ans
}
length-months = { $count ->
    [one] { $count } mois
    [many] { $count } de mois
   *[other] { $count } mois
}
length-weeks = { $count ->
    [one] { $count } semaine
    [many] { $count } de semaines
   *[other] { $count } semaines
}
length-days = { $count ->
    [one] { $count } jour
    [many] { $count } de jours
   *[other] { $count } jours
}

## Les abonnements dans les tableaux

column-subscription = Abonnement
column-member = Membre
column-plan = Formule
column-state = État
column-source = Origine
column-ends = Fin
column-problem = Problème
column-actions = Actions
subscription-state = { $state ->
    [active] actif
    [canceled] résilié
    [expired] expiré
    [revoked] révoqué
   *[other] { $state }
}
subscription-state-trial = { $state } (essai)
subscription-state-recurring = { $state }, reconduit
subscription-source = { $source ->
    [payment] paiement
    [trial] essai
    [code] code
    [grant] attribution
   *[other] { $source }
}
subscription-ended = Terminé
subscription-new-end = Nouvelle fin de l’abonnement { $id }
subscription-new-end-hint = { $zone } Vide : à vie.
subscription-save-end = Enregistrer la fin
subscription-change-end-of = Modifier la fin de l’abonnement { $id }
subscription-change-end = Modifier la fin
subscription-cancel-renewals = Arrêter les renouvellements de l’abonnement { $id }
subscription-cancel-renewals-question = Arrêter les renouvellements ? L’accès dure jusqu’à la fin de la période déjà payée.
subscription-stop-renewals = Arrêter les renouvellements
subscription-revoke = Révoquer l’abonnement { $id }
subscription-revoke-question = Révoquer l’abonnement { $id } ? { $member } perd l’accès tout de suite et est retiré des discussions.
revoke = Révoquer
member-fallback = Membre { $id }

## Graphiques et cohortes

chart-period = Période
chart-revenue = Revenus
chart-sales = Ventes
chart-revenue-axis = Revenus ({ $currency })
movements-axis = Variation du MRR ({ $currency })
movement-new = Nouveaux
movement-reactivation = Réactivations
movement-expansion = Expansion
movement-contraction = Contraction
movement-churned = Départs
movement-net = Variation nette
cohorts-caption = Membres qui paient toujours, par mois de leur premier paiement
cohorts-cohort = Cohorte
cohorts-members = Membres
cohorts-month = Mois { $month }
cohorts-cell = { $count } sur { $members } paient encore à la fin du mois { $month } ({ $percent })
cohorts-cell-now = { $count } sur { $members } paient encore aujourd’hui ({ $percent })

## Vue d’ensemble

overview-today = Aujourd’hui
overview-this-month = Ce mois-ci
overview-members = Membres ayant accès
overview-ending = Fin dans 7 jours
overview-no-sales = Aucune vente
overview-money = { $amount } · { $sales ->
    [one] { $sales } vente
    [many] { $sales } de ventes
   *[other] { $sales } ventes
}
overview-card-needs = Requiert le niveau { $needed } ; vous êtes au niveau { $level }.
overview-loading-totals = Chargement des totaux…
overview-loading-revenue = Chargement des revenus…
overview-revenue = Revenus
overview-period = Période
overview-day = Jour
overview-month = Mois
overview-year = Année
overview-periods = Périodes
overview-currency = Devise
overview-no-sales-yet = { $unit ->
    [day] Encore aucune vente ces jours-ci.
    [month] Encore aucune vente ces mois-ci.
   *[year] Encore aucune vente ces années-ci.
}
overview-chart = { $unit ->
    [day] Revenus en { $currency } par jour, de { $from } à { $to } : { $total ->
        [one] { $total } vente
        [many] { $total } de ventes
       *[other] { $total } ventes
    } au total. Le tableau ci-dessous donne tous les chiffres.
    [month] Revenus en { $currency } par mois, de { $from } à { $to } : { $total ->
        [one] { $total } vente
        [many] { $total } de ventes
       *[other] { $total } ventes
    } au total. Le tableau ci-dessous donne tous les chiffres.
   *[year] Revenus en { $currency } par an, de { $from } à { $to } : { $total ->
        [one] { $total } vente
        [many] { $total } de ventes
       *[other] { $total } ventes
    } au total. Le tableau ci-dessous donne tous les chiffres.
}
overview-table = { $unit ->
    [day] Revenus et ventes en { $currency } par jour
    [month] Revenus et ventes en { $currency } par mois
   *[year] Revenus et ventes en { $currency } par an
}

## Analyses

analytics-loading = Chargement des revenus récurrents…
analytics-loading-cohorts = Chargement des cohortes…
analytics-recurring = Revenus récurrents
analytics-recurring-none = Pas encore de revenus récurrents. Le MRR, l’attrition et leurs mouvements apparaissent dès qu’un membre paie une formule avec une fin (l’accès à vie, les attributions, les essais et les codes d’accès n’apportent pas de revenus récurrents).
analytics-mrr = MRR
analytics-arr = ARR
analytics-paying = Membres payants
analytics-arpu = ARPU
analytics-arpu-none = personne ne paie actuellement
analytics-churn = Attrition, 30 derniers jours
analytics-ltv = LTV
analytics-ltv-none = pas d’attrition par laquelle diviser
analytics-nobody-pays = Personne ne paie en { $currency } actuellement, ni il y a 30 jours.
analytics-movements = Mouvements du MRR
analytics-no-mrr = { $months ->
    [one] Aucun MRR en { $currency } le mois dernier.
    [many] Aucun MRR en { $currency } sur les { $months } de derniers mois.
   *[other] Aucun MRR en { $currency } sur les { $months } derniers mois.
}
analytics-mrr-start = MRR de début
analytics-mrr-end = MRR de fin
analytics-movements-table = Mouvements du MRR en { $currency } par mois
analytics-movements-chart = Mouvements du MRR en { $currency } par mois, de { $from } à { $to } : le MRR est passé de { $start } à { $end } ; au total { $new } de nouveaux, { $reactivation } de réactivations, { $expansion } d’expansion, { $contraction } de contraction et { $churned } de départs. Le tableau ci-dessous donne tous les chiffres.
analytics-trials = Essais gratuits
analytics-trials-none = Aucun essai gratuit ces 90 derniers jours. Une formule avec essai (Formules) permet aux membres de l’essayer avant de payer.
analytics-trials-active = Essais en cours
analytics-trials-started = Commencés, 90 derniers jours
analytics-trials-converted = Convertis
analytics-trials-rate = Taux de conversion
analytics-cohorts = Cohortes
analytics-cohorts-none = Pas encore de membres payants : les nouveaux membres payants de chaque mois apparaîtront ici, avec le nombre d’entre eux qui continuent de payer mois après mois.

## Activité

any = Tous
show = Afficher
activity-filter = Filtrer les modifications
activity-made-by = Auteur
activity-anyone = Tous
activity-by-keys = Clés d’API
activity-by-admins = Administrateurs
activity-by-members = Membres
activity-by-system = Le système
activity-change = Modification
activity-who-hint = Qui : une clé d’API, un administrateur (connecté, ou par une commande dans le bot), un membre agissant dans le bot, ou le système (l’horloge des abonnements, Telegram, Stripe, la ligne de commande).
activity-loading = Chargement des modifications…
activity-more = Plus de modifications
activity-empty = Aucune modification ne correspond.
activity-caption = Modifications, les plus récentes d’abord
activity-when = Quand
activity-who = Qui
actor-key = clé { $id }
actor-admin = administrateur { $id }
actor-member = membre { $id }
actor-system = système
subject-order = Commande { $order }
subject-subscription = Abonnement { $subscription } du membre { $member }
subject-member = Membre { $member }, discussion { $chat }
subject-chat = { $name } ({ $chat })
subject-plan = { $name } (formule { $plan })
subject-admin = Administrateur { $admin } : niveau { $level }
subject-form = { $name } (questionnaire { $form }) par le membre { $member }
change-order-paid = Commande payée
change-order-refunded = Commande remboursée
change-subscription-started = Abonnement commencé
change-subscription-renewed = Abonnement prolongé
change-subscription-canceled = Renouvellement arrêté
change-subscription-expiring = Rappel : l’accès se termine bientôt
change-subscription-expired = Abonnement expiré
change-subscription-revoked = Abonnement révoqué
change-member-joined = Un membre a rejoint une discussion
change-member-removed = Un membre a quitté une discussion
change-member-muted = Membre réduit au silence pour flood
change-member-banned = Membre banni
change-member-unbanned = Membre débanni
change-chat-added = Discussion ajoutée
change-chat-removed = Discussion retirée
change-plan-created = Formule créée
change-plan-updated = Formule modifiée
change-admin-added = Administrateur ajouté
change-admin-updated = Niveau d’un administrateur modifié
change-admin-removed = Administrateur retiré
change-form-submitted = Questionnaire rempli
change-command-changed = Commande enregistrée
change-command-deleted = Commande supprimée
change-text-changed = Texte modifié
change-text-deleted = Texte rétabli

## Listes et formulaires communs

remove = Retirer
delete = Supprimer
archive = Archiver
edit = Modifier
column-used = Utilisations
column-expires = Expire
column-name = Nom
column-plans = Formules
column-created = Créé
count-of = { $count } sur { $total }
valid-until = Valable jusqu’au
valid-until-hint = { $zone } Vide : n’expire jamais.

## Administrateurs

admins-owner = 8 · propriétaire (fixe)
admins-level-of = Niveau de { $admin }
admins-remove = Retirer l’administrateur { $admin }
admins-remove-question = Retirer { $admin } des administrateurs du bot ?
admins-what = Ajouter, modifier ou retirer des administrateurs
admins-below = Au niveau { $level }, vous gérez les administrateurs de niveau inférieur à { $level } et leur donnez au plus le niveau { $most }.
admins-add = Ajouter un administrateur
admins-user-id = ID utilisateur Telegram de l’administrateur
admins-level = Niveau
admins-add-button = Ajouter l’administrateur
admins-loading = Chargement des administrateurs…
admins-more = Plus d’administrateurs
admins-empty = Aucun administrateur.
admins-caption = Administrateurs et leurs niveaux
admins-admin = Administrateur

## Discussions

chats-add = Ajouter une discussion
chats-id = ID de la discussion
chats-id-hint = L’ID Telegram du groupe ou du canal, par exemple -1001234567890.
chats-name = Nom
chats-type = Type
chats-supergroup = Supergroupe
chats-group = Groupe
chats-channel = Canal
chat-type = { $type ->
    [supergroup] supergroupe
    [group] groupe
    [channel] canal
   *[other] { $type }
}
chats-add-button = Ajouter la discussion
chats-rename = Renommer
chats-rename-chat = Renommer { $name }
chats-new-name = Nouveau nom pour { $name }
chats-remove = Retirer { $name }
chats-remove-question = Retirer { $name } ? Les formules n’y donnent plus accès ; les membres déjà présents y restent.
chats-what = Ajouter, renommer ou retirer des discussions
chats-heading = Les discussions du bot
chats-loading = Chargement des discussions…
chats-more = Plus de discussions
chats-empty = Pas encore de discussion : ajoutez les groupes et canaux dont vous vendez l’accès.

## Codes d’accès

codes-new = Nouveaux codes d’accès
codes-count = Nombre de codes
codes-uses = Utilisations par code
codes-create = Créer les codes
codes-made = Nouveaux codes
codes-copy = Copier le code { $code }
codes-heading = Codes
codes-loading = Chargement des codes…
codes-more = Plus de codes
codes-empty = Pas encore de code.
codes-caption = Codes d’accès, les plus récents d’abord
codes-code = Code
codes-delete = Supprimer le code { $code }
codes-delete-question = Supprimer { $code } ? Il ne pourra plus être utilisé ; l’accès déjà accordé est conservé.

## Commandes du bot

commands-new = Nouvelle commande
commands-edit = Modifier /{ $name }
commands-command = Commande
commands-command-hint = Ce que les membres tapent après la barre oblique : a–z, 0–9 et _, par exemple faq. Un nom déjà utilisé est remplacé.
commands-answer = Réponse
commands-answer-hint = Texte brut, jusqu’à 4 096 caractères.
commands-description = Description dans le menu
commands-description-hint = Affichée à côté de la commande dans le menu. Vide : la première ligne de la réponse.
commands-listed = Visible dans le menu des commandes des membres
commands-translations = Traductions
commands-translations-hint = Les membres dont l’app Telegram est dans cette langue reçoivent plutôt cette réponse (es vaut aussi pour es-MX).
commands-language-code = Code de langue
commands-translated-answer = Réponse dans cette langue
commands-remove-translation = Retirer la traduction
commands-add-translation = Ajouter une traduction
commands-save = Enregistrer la commande
commands-saved = /{ $name } enregistrée.
commands-delete = Supprimer /{ $name }
commands-delete-question = Supprimer /{ $name } ? Le bot n’y répond plus et elle disparaît du menu.
commands-what = Ajouter, modifier ou supprimer des commandes
commands-loading = Chargement des commandes…
commands-empty = Pas encore de commande : ajoutez des réponses aux questions fréquentes des membres, comme /faq ou /rules.
commands-caption = Commandes personnalisées, par nom
commands-in-menu = Dans le menu
commands-in-menu-first-line = oui (la première ligne de la réponse)
commands-in-menu-no = non

## Textes

texts-intro = Tout ce que dit le bot, dans chacune de ses langues. Modifiez un message pour le dire à votre façon : votre texte remplace celui d’origine dans cette langue uniquement, sur chaque instance en moins de 10 secondes.
texts-what = Modifier les textes du bot
texts-language = Langue des textes
texts-find = Rechercher
texts-only-yours = Seulement les messages que j’ai modifiés
texts-loading = Chargement des textes…
texts-caption = Les textes du bot en { $language } : { $shown } sur { $all }
texts-message = Message
texts-shipped = Texte d’origine
texts-yours = Votre texte
texts-yours-hint = Gardez les variables dont vous avez besoin, écrites comme dans le texte d’origine ; l’aperçu montre où va chacune.
texts-as-shipped = d’origine
texts-edit = Modifier { $id }
texts-view = Ouvrir { $id }
texts-open = Ouvrir
texts-close = Fermer
texts-variables = Variables : { $variables }
texts-no-variables = Ce message n’a pas de variables.
texts-preview = Aperçu
texts-preview-hint = Valeurs d’exemple : ⟨nom⟩ indique où va une valeur ; les nombres valent 2.
texts-preview-empty = Écrivez un texte pour le voir ici.
texts-preview-syntax = Ce n’est pas encore du Fluent valide : vérifiez que chaque accolade est fermée.
texts-preview-variable = Ce message n’a pas de variable « { $name } ».
texts-save = Enregistrer le texte
texts-saved = { $id } enregistré. Le bot le dira d’ici 10 secondes.
texts-restore = Rétablir le texte d’origine
texts-restored = { $id } a retrouvé son texte d’origine.
texts-none-yours = Vous n’avez modifié aucun message dans cette langue.
texts-none-found = Aucun message ne correspond.

## Codes promo

archived = Archivé
coupons-percent-off = { $percent } % de remise
coupons-amount-off = { $amount } de remise
coupons-every-renewal = { $discount }, à chaque renouvellement
coupons-new = Nouveau code promo
coupons-code = Code
coupons-code-hint = 4 à 32 lettres, chiffres, _ ou -. Vide : un code de 8 caractères généré.
coupons-percent = Remise en pourcentage
coupons-percent-hint = 1 à 99. Ou indiquez plutôt un montant de remise ci-dessous.
coupons-amount = Montant de la remise
coupons-amount-hint = Par exemple 5.00, dans la devise ci-dessous.
coupons-currency = Devise
coupons-currency-hint = Avec un montant de remise, par exemple USD ou XTR (Stars).
coupons-every-plan = Toutes les formules
coupons-max = Membres pouvant l’utiliser
coupons-max-hint = Vide : sans limite. Chaque membre peut l’utiliser une fois.
coupons-duration = Remise sur
coupons-once = Le premier paiement seulement
coupons-forever = Aussi chaque renouvellement
coupons-create = Créer le code promo
coupons-made-code = Nouveau code promo créé
coupons-made = Nouveau code promo
coupons-copy = Copier le code promo { $code }
coupons-how = Les membres le saisissent avec le bouton « J’ai un code promo », ou ouvrent le lien de votre bot avec { $link }.
coupons-loading = Chargement des codes promo…
coupons-more = Plus de codes promo
coupons-empty = Pas encore de code promo.
coupons-caption = Codes promo, les plus récents d’abord
coupons-discount = Remise
coupons-archive = Archiver le code promo { $code }
coupons-archive-question = Archiver { $code } ? Les membres ne peuvent plus l’utiliser ; les commandes le conservent.

## Questionnaires

forms-intro = Un membre remplit un questionnaire une seule fois, dans le bot, avant la facture ou le paiement d’une formule concernée ; une formule a un seul questionnaire à la fois.
forms-new = Nouveau questionnaire
forms-name-hint = Les membres ne le voient pas ; il désigne le questionnaire dans vos listes.
forms-asked-before = Posé avant l’achat
forms-question-n = Question { $n }
forms-key = Clé
forms-key-hint = a-z, 0-9 et _ ; nomme la réponse dans les réponses reçues.
forms-question = Question
forms-kind = Type de réponse
forms-kind-text = Texte
forms-kind-email = Adresse e-mail
forms-kind-number = Nombre
forms-kind-choice = Choix (boutons)
forms-choices = Choix
forms-choices-hint = Pour un choix : 2 à 10, un par ligne.
forms-required = Obligatoire (sinon le membre peut la passer)
forms-add-question = Ajouter une question
forms-remove-question = Retirer la dernière question
forms-create = Créer le questionnaire
forms-loading = Chargement des questionnaires…
forms-more = Plus de questionnaires
forms-empty = Pas encore de questionnaire.
forms-caption = Questionnaires, les plus récents d’abord
forms-questions = Questions
forms-responses = Réponses
forms-archived = archivé
forms-live = actif
forms-responses-to = Réponses à { $name }
forms-responses-caption = Réponses à { $name }, les plus récentes d’abord
forms-loading-responses = Chargement des réponses…
forms-more-responses = Plus de réponses
forms-no-responses = Personne n’a encore rempli ce questionnaire.
forms-submitted = Envoyé
forms-delete = Supprimer { $name }
forms-archive-question = { $responses ->
    [one] Archiver { $name } ? Il n’est plus posé ; sa réponse est conservée.
    [many] Archiver { $name } ? Il n’est plus posé ; ses { $responses } de réponses sont conservées.
   *[other] Archiver { $name } ? Il n’est plus posé ; ses { $responses } réponses sont conservées.
}
forms-delete-question = Supprimer { $name } ? Personne ne l’a rempli.

## Clés

keys-create = Créer une clé
keys-label = Libellé (à quoi elle sert)
keys-label-example = Tableur des revenus
keys-made = Nouvelle clé
keys-made-note = Clé { $id } : copiez-la maintenant. { $once } ; Tollgate n’en garde que l’empreinte.
    .once = Elle ne s’affiche qu’une fois
keys-copy = Copier la clé { $id }
keys-loading = Chargement des clés…
keys-more = Plus de clés
keys-empty = Aucune clé.
keys-caption = Clés d’API
keys-key = Clé
keys-label-column = Libellé
keys-signed-in = session : administrateur { $admin }
keys-last-used = Dernière utilisation
keys-revoke = Révoquer la clé { $id }
keys-revoke-question = Révoquer la clé { $id } ? Tout client qui l’utilise sera refusé dès maintenant.

## Membres

members-back = Retour à tous les membres
members-loading-member = Chargement du membre…
members-no-name = Nom inconnu
members-has-access = a accès
members-no-access = sans accès
members-since = depuis le { $date }
members-referred-by = parrainé par { $member }
members-delivery-error = Le bot ne peut pas écrire à ce membre : { $error }
members-what = Modifier les abonnements
members-subscriptions-of = Abonnements de { $id }
members-no-subscriptions = Aucun abonnement.
members-orders-of = Dernières commandes de { $id }
members-access = Accès
members-everyone = Tous
members-with-access = Avec accès
members-without-access = Sans accès
members-loading = Chargement des membres…
members-more = Plus de membres
members-empty = Pas encore de membre.
members-caption = Membres, les plus récents d’abord
members-access-yes = Oui
members-access-no = Non
members-since-column = Depuis

## Commandes

orders-refunded = Remboursée
orders-refund-order = Rembourser la commande { $id }
orders-refund-question = Rembourser la commande { $id } ({ $amount }) ? L’accès qu’elle a donné au membre prend fin immédiatement.
orders-refund = Rembourser
orders-filter = Filtrer les commandes
orders-paid-from = Payées depuis le
orders-paid-through = Payées jusqu’au
orders-zone = Les jours et heures sont ceux du fuseau horaire du bot ({ $zone }), comme dans la vue d’ensemble.
orders-zone-unknown = Les jours et heures sont ceux du fuseau horaire du bot, comme dans la vue d’ensemble.
orders-what = Rembourser des commandes
orders-loading = Chargement des commandes…
orders-more = Plus de commandes
orders-empty = Aucune commande sur cette période.
orders-caption = Commandes, les plus récentes d’abord
orders-order = Commande
orders-paid-at = Payée le
orders-amount = Montant
orders-status = Statut
order-status = { $status ->
    [paid] payée
    [refunded] remboursée
   *[other] { $status }
}
orders-external-id = ID externe

## Formules

plans-new = Nouvelle formule
plans-edit-plan = Modifier la formule { $name }
plans-length = Durée
plans-length-hint = P1M, P30D, P1Y6M, « 1 month », « 30 » (jours), « lifetime », ou une date de fin comme 2027-06-30
plans-price = Prix
plans-price-hint = Un nombre décimal avec les décimales de la devise, par exemple 9.99 (XTR : Stars entières).
plans-currency-hint = Code ISO 4217 comme USD ou EUR ; XTR pour les Telegram Stars.
plans-trial = Essai gratuit
plans-trial-hint = Vide ou 0 pour aucun ; sinon une durée comme P7D.
plans-description = Description
plans-description-hint = Affichée sous la formule dans /start ; jusqu’à 1 000 caractères.
plans-translations = Traductions
plans-translations-hint = Les membres qui lisent le bot dans cette langue voient ces textes ; un champ vide garde celui de la formule.
plans-translation-language = Langue de la traduction
plans-translation-name = Nom dans cette langue
plans-translation-description = Description dans cette langue
plans-add-translation = Ajouter une traduction
plans-remove-translation = Retirer la traduction
plans-project = Projet (les discussions auxquelles elle donne accès)
plans-no-project = Aucun
plans-options = Options
plans-recurring = Récurrente (facturée à nouveau à chaque période)
plans-who = Qui peut acheter
plans-who-anyone = Tout le monde
plans-who-new = Seulement les membres jamais abonnés
plans-who-returning = Seulement les membres déjà abonnés
plans-times = Nombre d’achats par membre (0 : sans limite)
plans-token-only = Uniquement avec un code d’accès
plans-credit-only = Payable uniquement avec le crédit
plans-invitee-only = Uniquement les membres parrainés par un affilié
plans-save = Enregistrer la formule
plans-create = Créer la formule
plans-edit = Modifier { $name }
plans-archive = Archiver { $name }
plans-archive-question = Archiver { $name } ? Elle ne pourra plus être achetée ; les membres gardent ce qu’ils ont.
plans-what = Modifier les formules
plans-loading = Chargement des formules…
plans-more = Plus de formules
plans-empty = Pas encore de formule : créez la première.
plans-trial-column = Essai
plans-option-recurring = récurrente
plans-option-code-only = avec code seulement
plans-option-referred-only = parrainés seulement
plans-option-newcomers = nouveaux venus
plans-option-times = { $times }× par membre
plans-on-sale = En vente

## Projets

projects-what = Créer des projets
projects-new = Nouveau projet
projects-name = Nom du projet
projects-chats-bundled = Discussions regroupées
projects-add-chats-first = Ajoutez d’abord des discussions.
projects-create = Créer le projet
projects-loading = Chargement des projets…
projects-more = Plus de projets
projects-empty = Pas encore de projet.
projects-project = Projet

## Paramètres : suspendre les ventes

sales = Ventes
sales-paused = Les ventes sont { $state }. Les membres voient leur accès mais aucune formule ; aucune facture ni aucun paiement par carte n’est créé.
    .state = suspendues
sales-on = Les ventes sont { $state }. Les membres voient les formules et peuvent payer.
    .state = ouvertes
sales-pausing = La suspension n’arrête que les nouvelles ventes : les renouvellements des abonnements en cours, les codes d’accès, les attributions et l’accès des membres continuent. Équivaut à /pause et /resume dans le bot.
sales-switch = Ventes suspendues
sales-switch-on = : oui
sales-switch-off = : non

## Paramètres

settings-loading = Chargement des paramètres…
settings-what = Modifier les paramètres
settings-general = Paramètres généraux
settings-bot-line = Bot { $bot }, propriétaire { $owner }.
settings-bot = Bot
settings-bot-named = { $bot } · { $name }
settings-bot-owner = { $bot }, propriétaire { $owner }
settings-bot-name = Nom du bot
settings-timezone = Fuseau horaire
settings-timezone-hint = Nom IANA comme Europe/Paris : les jours et mois de revenus y sont comptés, et le tableau de bord y affiche chaque date et heure.
settings-currency = Devise par défaut
settings-reminders = Jours de rappel
settings-reminders-hint = Nombre de jours avant la fin d’un abonnement où le membre reçoit un rappel, par exemple 3, 1. Vide : aucun.
settings-save = Enregistrer les paramètres
settings-secrets = Jetons et clés
settings-secrets-note = Stockés chiffrés et jamais réaffichés : vous pouvez les remplacer ou les retirer.
bot-status = Bot : { $status }
bot-status-state = { $status ->
    [running] en marche
    [starting] en démarrage
    [stopped] arrêté
   *[other] { $status }
}
bot-status-error = arrêté sur une erreur
secret-label = { $secret ->
    [bot_token] Jeton du bot
    [stripe_secret_key] Clé secrète Stripe
   *[stripe_webhook_secret] Secret de signature du webhook Stripe
}
secret-hint = { $secret ->
    [bot_token] Fourni par @BotFather, <id du bot>:<secret>. Le bot démarre en quelques secondes.
    [stripe_secret_key] sk_live_… ou sk_test_… : paiements par carte.
   *[stripe_webhook_secret] whsec_… du point de terminaison auquel Stripe envoie.
}
secret-status = { $secret } : { $state }
secret-set = défini
secret-not-set = non défini
secret-set-new = { $secret ->
    [bot_token] Définir le jeton du bot
    [stripe_secret_key] Définir la clé secrète Stripe
   *[stripe_webhook_secret] Définir le secret de signature du webhook Stripe
}
secret-replace = { $secret ->
    [bot_token] Remplacer le jeton du bot
    [stripe_secret_key] Remplacer la clé secrète Stripe
   *[stripe_webhook_secret] Remplacer le secret de signature du webhook Stripe
}
secret-save = { $secret ->
    [bot_token] Enregistrer le jeton du bot
    [stripe_secret_key] Enregistrer la clé secrète Stripe
   *[stripe_webhook_secret] Enregistrer le secret de signature
}
secret-remove = { $secret ->
    [bot_token] Retirer le jeton du bot
    [stripe_secret_key] Retirer la clé secrète Stripe
   *[stripe_webhook_secret] Retirer le secret de signature du webhook Stripe
}
secret-remove-question = { $secret ->
    [bot_token] Retirer le jeton du bot ? Le bot s’arrête.
    [stripe_secret_key] Retirer la clé secrète Stripe ? Les paiements par carte s’arrêtent.
   *[stripe_webhook_secret] Retirer le secret de signature du webhook Stripe ? Les paiements par carte s’arrêtent.
}

## Abonnements

subscriptions-grant = Accorder l’accès
subscriptions-member-id = ID du membre
subscriptions-member-id-hint = L’ID utilisateur Telegram du membre.
subscriptions-ends-hint = { $zone } Vide : la durée de la formule à partir de maintenant.
subscriptions-trial = Démarrer plutôt l’essai gratuit de la formule
subscriptions-what = Accorder l’accès et modifier les abonnements
subscriptions-filter = Filtrer les abonnements
subscriptions-plan-archived = { $name } (archivée)
subscriptions-loading = Chargement des abonnements…
subscriptions-more = Plus d’abonnements
subscriptions-empty = Aucun abonnement ne correspond.
subscriptions-caption = Abonnements, les plus récents d’abord

## Webhooks

webhooks-new = Nouveau webhook
webhooks-edit = Modifier le webhook { $id }
webhooks-url = URL
webhooks-url-hint = https:// sur une adresse publique ; Tollgate y envoie chaque événement en POST, signé.
webhooks-events = Événements
webhooks-all-events = Tous les événements
webhooks-all-events-short = tous les événements
webhooks-description = Description
webhooks-save = Enregistrer le webhook
webhooks-add = Ajouter le webhook
webhooks-log = Journal des envois
webhooks-all = Tous
webhooks-pending = En attente
webhooks-delivered = Livrés
webhooks-failed = En échec
delivery-status = { $status ->
    [pending] en attente
    [delivered] livré
    [failed] en échec
   *[other] { $status }
}
webhooks-refresh = Actualiser
webhooks-loading-attempts = Chargement des tentatives…
webhooks-more-attempts = Plus de tentatives
webhooks-no-deliveries = Pas encore d’envoi.
webhooks-deliveries-caption = Envois au webhook { $id }, les plus récents d’abord
webhooks-event = Événement
webhooks-attempt = Tentative
webhooks-answer = Réponse
webhooks-took = Durée
webhooks-error = Erreur
webhooks-next-attempt = Prochaine tentative
webhooks-title-enabled = Webhook { $id } · actif
webhooks-title-disabled = Webhook { $id } · désactivé
webhooks-failing-since = En échec depuis le { $date }.
webhooks-previous-secret = L’ancien secret signe aussi jusqu’au { $date }.
webhooks-pause = Suspendre
webhooks-enable = Activer
webhooks-test = Envoyer un test
webhooks-rotate = Nouveau secret pour le webhook { $id }
webhooks-rotate-question = Créer un nouveau secret de signature ? Pendant 24 heures, les envois sont signés avec les deux, pour que votre récepteur puisse basculer.
webhooks-new-secret = Nouveau secret
webhooks-delete = Supprimer le webhook { $id }
webhooks-delete-question = Supprimer le webhook { $id } et son journal des envois ?
webhooks-hide-deliveries = Masquer les envois
webhooks-deliveries = Envois
webhooks-secret = Secret de signature
webhooks-secret-note = Secret de signature du webhook { $id } : { $now } Vérifiez les envois avec lui (docs/webhooks.md).
    .now = copiez-le maintenant, il ne s’affichera plus.
webhooks-copy-secret = Copier le secret de signature du webhook { $id }
webhooks-kept = Je l’ai conservé
webhooks-loading = Chargement des webhooks…
webhooks-empty = Pas encore de webhook : ajoutez une URL à vous pour être averti de chaque vente.
