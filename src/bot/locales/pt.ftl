# As palavras do bot em português. Mesmas mensagens e variáveis que en.ftl.

## Perfil do bot

bot-description = Este bot vende acesso a grupos e canais privados. Envie /start para ver os planos, pague com Telegram Stars ou cartão e receba aqui mesmo seus links de convite pessoais.
bot-short-description = Acesso a grupos privados: escolha um plano, pague e receba seus links de convite.

## Menu de comandos

command-start = Planos e seu acesso
command-redeem = Resgatar um código de acesso
command-cancel = Parar as perguntas em andamento
command-help = O que você pode fazer aqui
command-language = Escolher seu idioma
command-dashboard = Um link para entrar no painel
command-stats = Receita e vendas de hoje e deste mês
command-plans = Os planos: preço, duração, assinaturas ativas
command-analytics = MRR, cancelamentos, LTV e testes agora
command-broadcast = Enviar uma mensagem a todos os membros com acesso
command-pause = Pausar as vendas: nada novo é vendido, o acesso continua
command-resume = Retomar as vendas depois de /pause
command-flood = Controle de flood: /flood <mensagens> <segundos> [mute <minutos>], /flood off
command-grant = Dar um plano a um membro: /grant <member_id> <plan_id>
command-members = Acesso e pedidos de um membro: /members <member_id ou @usuário>
command-ban = Banir um membro: /ban <member_id> [motivo]
command-unban = Suspender um banimento: /unban <member_id>
command-export = Os membros em uma planilha (CSV)
command-coupons = Cupons: lista, ou /coupons new 20% <plan_id>
command-backup = Um backup do bot em arquivo

## Idiomas

language-choose = Escolha seu idioma:
language-chosen = Pronto: a partir de agora vou falar com você em português.

## Partes de formatação

day-never = nunca (acesso vitalício)
length-life = vitalício
length-until = até { $date }
length-years = { $n ->
    [one] { $n } ano
   *[other] { $n } anos
}
length-months = { $n ->
    [one] { $n } mês
   *[other] { $n } meses
}
length-days = { $n ->
    [one] { $n } dia
   *[other] { $n } dias
}
duration-seconds = { $n } s
duration-minutes = { $n ->
    [one] { $n } minuto
   *[other] { $n } minutos
}
duration-hours = { $h } h
duration-hours-minutes = { $h } h { $m } min
plan-fallback = plano { $id }

## O menu do membro e seu acesso

welcome = Olá! Escolha um plano para ter acesso:
welcome-named = Olá, { $name }! Escolha um plano para ter acesso:
nothing-to-sell = No momento não há nada à venda aqui.
your-access =
    Seu acesso:
    { $lines }
access-line = • { $plan }: até { $ends }
links = Você está dentro! Toque para entrar (cada link só deixa você entrar).
links-until = Você está dentro! Toque para entrar (cada link só deixa você entrar). Acesso até { $ends }.
renewed = Obrigado! { $plan } agora vale até { $ends }.
ended = Seu acesso pelo { $plan } terminou. Envie /start para renovar.
expiring = Seu acesso pelo { $plan } termina em { $ends }. Envie /start para renovar.
buy-button = { $plan } — { $price }
plan-about =
    { $plan } — { $price }
    { $description }
subscribe-button = Assinar: { $plan } — { $price } por mês
trial-button = Começar teste grátis: { $plan }
trial-started = Seu teste grátis do { $plan } vai até { $ends }. Seus links vêm a seguir.
trial-unavailable = Este teste não está disponível para você.
subscribe-link = Abra o link para assinar (renova todo mês até você cancelar):
invoice-description = Acesso por { $length }
invoice-description-coupon = Acesso por { $length }, com o cupom { $code }
invoice-description-life = Acesso vitalício
invoice-description-life-coupon = Acesso vitalício, com o cupom { $code }
foreign-invoice = Esta fatura foi feita para outro membro; envie /start para receber a sua.
price-changed = O preço deste plano mudou; envie /start para ver o atual.
not-sold-here = Este plano não pode ser comprado aqui.
sales-paused = As vendas estão pausadas por enquanto: nada novo pode ser comprado. Seu acesso, se você tiver, continua normalmente; envie /start mais tarde.
pay-by-card = Pague com cartão na página de pagamento segura; seus links chegam assim que o pagamento for aprovado.
card-button = Pagar com cartão
redeem-usage = Envie /redeem seguido do seu código, por exemplo: /redeem K7PQ2MX9TA
redeemed = Código aceito: { $plan } até { $ends }. Seus links vêm a seguir.
referred = Boas-vindas! Você foi convidado por um membro.
not-understood = Não entendi. Envie /start para ver os planos, ou /help para ver o que eu posso fazer.

## Por que um plano não pode ser obtido

refusal-no-plan = Este plano não existe mais.
refusal-no-longer-sold = Este plano não está mais à venda.
refusal-banned = Você não pode comprar nem resgatar nada aqui: foi banido pelo dono.
refusal-token-only = Este plano só está disponível com um código de acesso.
refusal-credit-only = Este plano só pode ser pago com crédito.
refusal-newcomers = Este plano é só para membros novos.
refusal-returning = Este plano é só para membros que já assinaram antes.
refusal-invitee-only = Este plano é só para membros convidados por outro membro.
refusal-used-up = Você já obteve este plano todas as vezes que ele permite.

## Cupons, para membros

coupon-button = Tenho um cupom
ask-coupon = Envie o código do seu cupom.
coupon-placeholder = Código do cupom
coupon-applied = Cupom { $code } aceito: { $off } de desconto. Escolha um plano:
coupon-buy-button = { $plan } — { $now } (antes { $was })
coupon-fits-nothing = O cupom { $code } não vale para nenhum plano que você pode comprar aqui.
coupon-unknown = Esse código de cupom não é válido; confira e tente de novo.
coupon-archived = O cupom { $code } não é mais válido.
coupon-expired = O cupom { $code } expirou em { $date }.
coupon-used-up = O cupom { $code } já se esgotou.
coupon-used-by-you = Você já usou o cupom { $code }.
coupon-not-for-plan = O cupom { $code } não vale para este plano.
coupon-not-for-renewals = O cupom { $code } vale só para o primeiro pagamento, e este plano renova todo mês pelo preço com que você assina.

## Formulários

form-intro = Algumas perguntas antes do pagamento. Envie /cancel para parar quando quiser.
form-question = { $n }/{ $total }. { $prompt }
form-question-optional = { $n }/{ $total }. { $prompt } (opcional)
skip-button = Pular
form-thanks = Obrigado, suas respostas foram salvas.
form-cancelled = Parado: suas respostas não foram guardadas. Envie /start quando quiser ver os planos de novo.
form-abandoned = As perguntas foram interrompidas: suas respostas não foram guardadas.
nothing-to-cancel = Não há nada para cancelar.
form-stale-button = Essa pergunta não está mais aberta.
form-refused-empty = Por favor, envie uma resposta.
form-refused-too-long = Essa resposta é longa demais: no máximo 1.000 caracteres, por favor.
form-refused-email = Isso não parece um endereço de e-mail; envie um como nome@exemplo.com.
form-refused-number = Por favor, envie um número, como 12 ou 12,5.
form-refused-choice = Por favor, toque em um dos botões.
form-refused-not-text = Por favor, responda com uma mensagem de texto.

## Nunca em silêncio

payment-not-started = Desculpe, não foi possível iniciar o pagamento ({ $reason }). Tente de novo mais tarde ou fale com o dono.
invoice-refused = a plataforma recusou a fatura
invoice-price-refused = a plataforma não aceita o preço deste plano
checkout-refused = não foi possível abrir o pagamento com cartão
links-refused = Seu acesso está registrado e o dono já foi avisado. Ainda não consegui criar { $count ->
    [one] seu link de convite
   *[other] seus links de convite
} para { $chats }; envie /start mais tarde para { $count ->
    [one] recebê-lo
   *[other] recebê-los
}.
links-partly =
    { $links }

    Ainda não consegui criar seu link de convite para { $chats }. Seu acesso está registrado e o dono já foi avisado; envie /start mais tarde para recebê-lo.

## Administradores

not-admin = Este comando é para os administradores do bot.
help =
    Comandos:
    { $lines }
broadcast-usage = Envie /broadcast seguido da mensagem, por exemplo: /broadcast Novos sinais às 18:00
broadcast-queued = A mensagem em massa está na fila; ela vai para todos os membros com acesso dentro dos limites da plataforma.
grant-usage = Envie /grant <member_id> <plan_id>, por exemplo: /grant 123456789 2
granted = { $plan } concedido a { $member } até { $ends }.
stats =
    Vendas:
    { $lines }
stats-today = Hoje: { $revenue } ({ $sales ->
    [one] { $sales } venda
   *[other] { $sales } vendas
})
stats-month = Este mês: { $revenue } ({ $sales ->
    [one] { $sales } venda
   *[other] { $sales } vendas
})
plans =
    Planos:
    { $lines }
plans-more =
    Planos:
    { $lines }
    …e mais { $more }: veja o painel.
plan-line = #{ $id } { $plan } — { $price }, { $length } — { $live } ativas
plan-line-archived = #{ $id } { $plan } — { $price }, { $length } — { $live } ativas (arquivado)
no-plans = Ainda não há planos. Crie um no painel ou com POST /plans.
paused = Vendas pausadas: os membros veem o próprio acesso, mas nenhum plano, e nenhuma fatura ou pagamento com cartão é criado. Renovações, códigos e acesso continuam. Envie /resume para vender de novo.
already-paused = As vendas já estavam pausadas. Envie /resume para vender de novo.
resumed = As vendas voltaram: os membros veem os planos e podem pagar de novo.
not-paused = As vendas não estavam pausadas; os membros podem comprar normalmente.
analytics =
    Receita recorrente agora:
    { $lines }
    Movimentações e coortes estão no painel (/dashboard).
analytics-line = { $currency }: MRR { $mrr } (ARR { $arr }), { $paying } pagantes{ $arpu }, cancelamento em 30 dias { $churn }{ $ltv }
analytics-arpu = , ARPU { $amount }
analytics-ltv = , LTV { $amount }
analytics-trials = Testes: { $active } ativos; últimos 90 dias: { $started } iniciados, { $converted } convertidos ({ $rate })
sign-in-link =
    Seu link para entrar no painel. Funciona uma única vez, por 10 minutos; não encaminhe:
    { $link }

## Controle de flood

flood-usage = Envie /flood <mensagens> <segundos> para apagar o que um membro mandar além dessa quantidade de mensagens nesses segundos em um chat; adicione mute <minutos> para silenciá-lo também, ou /flood off. Mensagens 2–100, segundos 1–3600, minutos 1–1440. Por exemplo: /flood 5 10 mute 10
flood-refused =
    { $reasons }.
    { flood-usage }
flood-minutes-range = os minutos devem ficar entre 1 e 1440
flood-on = O controle de flood está ligado: as mensagens de um membro além de { $messages } em { $seconds } s em um chat são apagadas. Seus administradores e os administradores dos chats nunca são limitados. /flood off desliga.
flood-on-mute = O controle de flood está ligado: as mensagens de um membro além de { $messages } em { $seconds } s em um chat são apagadas, e ele fica silenciado por { $mute }. Seus administradores e os administradores dos chats nunca são limitados. /flood off desliga.
flood-off = O controle de flood está desligado: nada é contado nem apagado. Envie /flood <mensagens> <segundos> para ligar.
flood-muted = { $name } foi silenciado por { $duration } por mandar mensagens demais.

## Membros e banimentos

ban-usage = Envie /ban <member_id> [motivo], por exemplo: /ban 123456789 spam. Em um grupo, responda /ban à mensagem do membro.
unban-usage = Envie /unban <member_id>, por exemplo: /unban 123456789. Em um grupo, responda /unban à mensagem do membro.
ban-reason-too-long = O motivo é longo demais: no máximo { $max } caracteres.
banned = { $who } banido: o acesso foi revogado, ele foi removido de todos os chats e fica de fora, sem poder comprar nada. /unban suspende o banimento.
already-banned = { $who } já estava banido.
banned-in-group = { $who } está banido.
unbanned = Banimento de { $who } suspenso: pode comprar de novo. O acesso revogado pelo banimento não é devolvido.
not-banned = { $who } não está banido.
unbanned-in-group = { $who } não está mais banido.
members-usage = Envie /members <member_id ou @usuário>, por exemplo: /members 123456789 ou /members @alice
unknown-member = Não conheço { $who }: um membro passa a ser conhecido quando inicia o bot, paga ou recebe um plano.
member-access =
    Acesso:
    { $lines }
member-no-access = Sem acesso agora.
member-orders =
    Últimos pedidos:
    { $lines }
member-no-orders = Nenhum pedido.
ban-line = Banido desde { $since }.
ban-line-reason = Banido desde { $since }: { $reason }.
order-line = • { $date } — { $plan } — { $paid } — { $status }
order-status-paid = pago
order-status-refunded = reembolsado

## Arquivos

export-queued = Preparando o arquivo de membros; ele chega aqui em instantes.
backup-queued = Preparando o backup; ele chega aqui em instantes.
file-caption-members = Seus membros em CSV: abre em qualquer planilha.
file-caption-backup = Seu backup (NDJSON). Guarde com cuidado: ele contém seus membros e pedidos. Para restaurá-lo em outro lugar: tollgate bots import.
file-too-big-members = O arquivo de membros passa de 50 MB, mais do que um bot pode enviar. Baixe pela API: GET /exports/members, com uma chave de nível 5 ou mais.
file-too-big-backup = O backup passa de 50 MB, mais do que um bot pode enviar. Baixe pela API (GET /backup, com uma chave de nível 6 ou mais) ou no servidor com tollgate bots export.

## Cupons, para administradores

coupons-usage = Envie /coupons para listar os cupons, /coupons new 20% <plan_id> para criar um (sem plano vale para todos), ou /coupons new 5 <plan_id> para 5 de desconto na moeda do plano.
coupons-none = Ainda não há cupons. Crie um com /coupons new 20% <plan_id>.
coupons-list =
    Cupons (mais novos primeiro):
    { $lines }
coupon-made = Cupom { $code } criado: { $off } de desconto em { $plans }, uma vez por membro. Os membros o usam pelo botão “Tenho um cupom” ou abrindo { $link }
coupon-not-made = Não criado: { $reasons }.
coupon-every-plan = todos os planos
coupon-plans = { $count ->
    [one] o plano { $ids }
   *[other] os planos { $ids }
}
coupon-line = • { $code } — { $off } de desconto em { $plans }, { $used } usados{ $until }, { $duration }
coupon-line-archived = • { $code } — { $off } de desconto em { $plans }, { $used } usados{ $until }, { $duration } (arquivado)
coupon-until = , até { $date }
coupon-duration-once = uma vez
coupon-duration-forever = sempre

## Avisos ao dono quando não é possível criar links

alert-invite-rights = Não consigo criar links de convite para { $chat }: preciso da permissão “Convidar usuários” lá. Membros que pagaram estão esperando seus links.
alert-invite-absent = Não consigo criar links de convite para { $chat }: não sou membro dele (nunca fui adicionado, ou fui removido). Adicione-me como administrador com a permissão “Convidar usuários”. Membros que pagaram estão esperando seus links.
alert-invite-missing = Não consigo criar links de convite para { $chat }: a plataforma diz que o chat não existe (foi apagado ou o id mudou). Confira o chat id dele no Tollgate. Membros que pagaram estão esperando seus links.
alert-invite-other = Não consigo criar links de convite para { $chat }: a plataforma recusou ({ $detail }). Membros que pagaram estão esperando seus links.

## O que o serviço recusou

refusal-code-unknown = Esse código não é válido. Confira e tente de novo.
refusal-code-used-up = O código { $code } já foi todo usado. Peça um novo.
refusal-code-expired = O código { $code } expirou em { $date }. Peça um novo.
refusal-code-plan-gone = O código { $code } é de um plano que não é mais oferecido. Peça um código novo.
refusal-trial-used = Você já teve { $plan } antes: o teste dele é só para novos membros.
refusal-holds-plan = { $member } já tem { $plan }. Altere a data de término dessa assinatura.
refusal-plan-unknown = Este bot não tem o plano { $plan }. Envie /plans para ver os ids dos planos.
refusal-plan-archived = O plano { $plan } está arquivado e não pode mais ser concedido.
refusal-member-banned = { $member } está banido: nada pode ser concedido ou vendido a essa pessoa até o banimento ser retirado (/unban { $member }).
refusal-not-member = { $member } ainda não é membro deste bot: alguém vira membro ao iniciar o bot, pagar ou receber um plano.
refusal-ban-owner = { $member } é o dono do bot e não pode ser banido.
refusal-ban-admin = { $member } é administrador deste bot (nível { $level }). Remova-o como administrador antes de bani-lo.
