# O painel do Tollgate em português (do Brasil). Mesmas mensagens e variáveis que en.ftl (test/web/locales.test.ts).

## A moldura: entrar, cabeçalho, navegação, menu de idioma

page-title = { $screen } · Tollgate
sign-in-title = Entrar · Tollgate
signing-in = Entrando…
session-ended = Sua sessão terminou (você saiu, ela expirou ou a chave foi revogada); entre novamente.
link-refused = Este link de acesso já foi usado ou expirou; envie /dashboard ao bot de novo.
sign-in-refused = Este ID do bot e esta chave de API não correspondem a nenhuma chave ativa; confira os dois.
sign-in-admins = Administradores: enviem { $command } ao bot em um chat privado e abram o link que ele envia como resposta.
sign-in-keys = Ou entre com o ID do seu bot e uma chave de API: uma de { $command } ou criada em Chaves depois de entrar.
sign-in-bot-id = ID do bot
sign-in-api-key = Chave de API
sign-in-api-key-hint = Guardada só nesta aba do navegador; fechar a aba encerra a sessão.
sign-in = Entrar
skip-to-content = Pular para o conteúdo
header-bot = Bot { $bot } · nível { $level }
sign-out = Sair
sections = Seções
language = Idioma
screen-needs = A tela { $screen } exige o nível { $needed }; você está no nível { $level }.
not-shown-part = { $screens } (nível { $level })
not-shown = Ocultas no seu nível ({ $level }): { $parts }.

screen-overview = Visão geral
screen-analytics = Análises
screen-orders = Pedidos
screen-plans = Planos
screen-chats = Chats
screen-projects = Projetos
screen-members = Membros
screen-subscriptions = Assinaturas
screen-coupons = Cupons
screen-forms = Formulários
screen-codes = Códigos de acesso
screen-commands = Comandos
screen-texts = Textos
screen-admins = Administradores
screen-activity = Atividade
screen-webhooks = Webhooks
screen-keys = Chaves
screen-settings = Configurações

## Partes comuns

try-again = Tentar de novo
working = Processando…
cancel = Cancelar
save = Salvar
copy = Copiar
copied = Copiado
loading = Carregando…
list-separator = {", "}
never = nunca
none = nenhum
so-far = (até agora)
needs = { $what } exige o nível { $needed }; você está no nível { $level }.
zone-hint = No fuso horário do bot ({ $zone }).
zone-hint-unknown = No fuso horário do bot.
level-option = { $level } · { $powers }
level-2 = controle de flood
level-3 = análises e transmissões
level-4 = chats, banimentos e planos
level-5 = exportações
level-6 = backups, cupons e formulários
level-7 = membros e projetos
level-8 = tudo
plan-field = Plano
plan-fallback = Plano { $id }

length-lifetime = vitalício
length-until = até { $date }
length-years = { $count ->
    [one] { $count } ano
    [many] { $count } de anos
   *[other] { $count } anos
}
length-months = { $count ->
    [one] { $count } mês
    [many] { $count } de meses
   *[other] { $count } meses
}
length-weeks = { $count ->
    [one] { $count } semana
    [many] { $count } de semanas
   *[other] { $count } semanas
}
length-days = { $count ->
    [one] { $count } dia
    [many] { $count } de dias
   *[other] { $count } dias
}

## Assinaturas nas tabelas

column-subscription = Assinatura
column-member = Membro
column-plan = Plano
column-state = Estado
column-source = Origem
column-ends = Termina
column-problem = Problema
column-actions = Ações
subscription-state = { $state ->
    [active] ativa
    [canceled] cancelada
    [expired] expirada
    [revoked] revogada
   *[other] { $state }
}
subscription-state-trial = { $state } (teste)
subscription-state-recurring = { $state }, recorrente
subscription-source = { $source ->
    [payment] pagamento
    [trial] teste
    [code] código
    [grant] concessão
   *[other] { $source }
}
subscription-ended = Encerrada
subscription-new-end = Novo fim da assinatura { $id }
subscription-new-end-hint = { $zone } Vazio: vitalícia.
subscription-save-end = Salvar fim
subscription-change-end-of = Alterar o fim da assinatura { $id }
subscription-change-end = Alterar o fim
subscription-cancel-renewals = Cancelar as renovações da assinatura { $id }
subscription-cancel-renewals-question = Parar as renovações? O acesso vale até o fim do período já pago.
subscription-stop-renewals = Parar renovações
subscription-revoke = Revogar a assinatura { $id }
subscription-revoke-question = Revogar a assinatura { $id }? { $member } perde o acesso agora e é removido dos chats.
revoke = Revogar
member-fallback = Membro { $id }

## Gráficos e coortes

chart-period = Período
chart-revenue = Receita
chart-sales = Vendas
chart-revenue-axis = Receita ({ $currency })
movements-axis = Variação do MRR ({ $currency })
movement-new = Novo
movement-reactivation = Reativação
movement-expansion = Expansão
movement-contraction = Contração
movement-churned = Cancelamentos
movement-net = Variação líquida
cohorts-caption = Membros que continuam pagando, por mês do primeiro pagamento
cohorts-cohort = Coorte
cohorts-members = Membros
cohorts-month = Mês { $month }
cohorts-cell = { $count } de { $members } ainda pagando no fim do mês { $month } ({ $percent })
cohorts-cell-now = { $count } de { $members } ainda pagando agora ({ $percent })

## Visão geral

overview-today = Hoje
overview-this-month = Este mês
overview-members = Membros com acesso
overview-ending = Terminam em 7 dias
overview-no-sales = Nenhuma venda
overview-money = { $amount } · { $sales ->
    [one] { $sales } venda
    [many] { $sales } de vendas
   *[other] { $sales } vendas
}
overview-card-needs = Exige o nível { $needed }; você está no nível { $level }.
overview-loading-totals = Carregando totais…
overview-loading-revenue = Carregando receita…
overview-revenue = Receita
overview-period = Período
overview-day = Dia
overview-month = Mês
overview-year = Ano
overview-periods = Períodos
overview-currency = Moeda
overview-no-sales-yet = { $unit ->
    [day] Ainda não há vendas nestes dias.
    [month] Ainda não há vendas nestes meses.
   *[year] Ainda não há vendas nestes anos.
}
overview-chart = { $unit ->
    [day] Receita em { $currency } por dia, de { $from } a { $to }: { $total ->
        [one] { $total } venda
        [many] { $total } de vendas
       *[other] { $total } vendas
    } no total. A tabela abaixo tem todos os números.
    [month] Receita em { $currency } por mês, de { $from } a { $to }: { $total ->
        [one] { $total } venda
        [many] { $total } de vendas
       *[other] { $total } vendas
    } no total. A tabela abaixo tem todos os números.
   *[year] Receita em { $currency } por ano, de { $from } a { $to }: { $total ->
        [one] { $total } venda
        [many] { $total } de vendas
       *[other] { $total } vendas
    } no total. A tabela abaixo tem todos os números.
}
overview-table = { $unit ->
    [day] Receita e vendas em { $currency } por dia
    [month] Receita e vendas em { $currency } por mês
   *[year] Receita e vendas em { $currency } por ano
}

## Análises

analytics-loading = Carregando receita recorrente…
analytics-loading-cohorts = Carregando coortes…
analytics-recurring = Receita recorrente
analytics-recurring-none = Ainda não há receita recorrente. O MRR, o churn e suas movimentações aparecem quando um membro paga por um plano com data de término (acesso vitalício, concessões, testes e códigos de acesso não geram receita recorrente).
analytics-mrr = MRR
analytics-arr = ARR
analytics-paying = Membros pagantes
analytics-arpu = ARPU
analytics-arpu-none = ninguém paga agora
analytics-churn = Churn, últimos 30 dias
analytics-ltv = LTV
analytics-ltv-none = sem churn para dividir
analytics-nobody-pays = Ninguém paga em { $currency } agora, e ninguém pagava há 30 dias.
analytics-movements = Movimentações do MRR
analytics-no-mrr = { $months ->
    [one] Sem MRR em { $currency } no último mês.
    [many] Sem MRR em { $currency } nos últimos { $months } de meses.
   *[other] Sem MRR em { $currency } nos últimos { $months } meses.
}
analytics-mrr-start = MRR inicial
analytics-mrr-end = MRR final
analytics-movements-table = Movimentações do MRR em { $currency } por mês
analytics-movements-chart = Movimentações do MRR em { $currency } por mês, de { $from } a { $to }: o MRR foi de { $start } para { $end }; no total, { $new } de novos membros, { $reactivation } de reativações, { $expansion } de expansão, { $contraction } de contração e { $churned } de cancelamentos. A tabela abaixo tem todos os números.
analytics-trials = Testes grátis
analytics-trials-none = Nenhum teste grátis nos últimos 90 dias. Um plano com teste (Planos) deixa os membros experimentarem antes de pagar.
analytics-trials-active = Testes ativos
analytics-trials-started = Iniciados, últimos 90 dias
analytics-trials-converted = Convertidos
analytics-trials-rate = Taxa de conversão
analytics-cohorts = Coortes
analytics-cohorts-none = Ainda não há membros pagantes: aqui aparecem os novos membros pagantes de cada mês e quantos deles continuam pagando mês após mês.

## Atividade

any = Qualquer
show = Mostrar
activity-filter = Filtrar alterações
activity-made-by = Feito por
activity-anyone = Qualquer um
activity-by-keys = Chaves de API
activity-by-admins = Administradores
activity-by-members = Membros
activity-by-system = O sistema
activity-change = Alteração
activity-who-hint = Quem: uma chave de API, um administrador (conectado ou por um comando no bot), um membro agindo no bot ou o sistema (o relógio das assinaturas, o Telegram, o Stripe, a linha de comando).
activity-loading = Carregando alterações…
activity-more = Mais alterações
activity-empty = Nenhuma alteração encontrada.
activity-caption = Alterações, das mais recentes às mais antigas
activity-when = Quando
activity-who = Quem
actor-key = chave { $id }
actor-admin = administrador { $id }
actor-member = membro { $id }
actor-system = sistema
subject-order = Pedido { $order }
subject-subscription = Assinatura { $subscription } do membro { $member }
subject-member = Membro { $member }, chat { $chat }
subject-chat = { $name } ({ $chat })
subject-plan = { $name } (plano { $plan })
subject-admin = Administrador { $admin }: nível { $level }
subject-form = { $name } (formulário { $form }) do membro { $member }
change-order-paid = Pedido pago
change-order-refunded = Pedido reembolsado
change-subscription-started = Assinatura iniciada
change-subscription-renewed = Assinatura prorrogada
change-subscription-canceled = Renovação interrompida
change-subscription-expiring = Lembrete: o acesso termina em breve
change-subscription-expired = Assinatura expirada
change-subscription-revoked = Assinatura revogada
change-member-joined = Membro entrou em um chat
change-member-removed = Membro saiu de um chat
change-member-muted = Membro silenciado por flood
change-member-banned = Membro banido
change-member-unbanned = Membro desbanido
change-chat-added = Chat adicionado
change-chat-removed = Chat removido
change-plan-created = Plano criado
change-plan-updated = Plano alterado
change-admin-added = Administrador adicionado
change-admin-updated = Nível de administrador alterado
change-admin-removed = Administrador removido
change-form-submitted = Formulário respondido
change-command-changed = Comando salvo
change-command-deleted = Comando excluído
change-text-changed = Texto alterado
change-text-deleted = Texto restaurado

## Listas e formulários comuns

remove = Remover
delete = Excluir
archive = Arquivar
edit = Editar
column-used = Usos
column-expires = Expira
column-name = Nome
column-plans = Planos
column-created = Criado
count-of = { $count } de { $total }
valid-until = Válido até
valid-until-hint = { $zone } Vazio: não expira.

## Administradores

admins-owner = 8 · dono (fixo)
admins-level-of = Nível de { $admin }
admins-remove = Remover o administrador { $admin }
admins-remove-question = Remover { $admin } dos administradores do bot?
admins-what = Adicionar, alterar ou remover administradores
admins-below = No nível { $level } você gerencia administradores abaixo do nível { $level } e pode dar a eles no máximo o nível { $most }.
admins-add = Adicionar um administrador
admins-user-id = ID de usuário do Telegram do administrador
admins-level = Nível
admins-add-button = Adicionar administrador
admins-loading = Carregando administradores…
admins-more = Mais administradores
admins-empty = Nenhum administrador.
admins-caption = Administradores e seus níveis
admins-admin = Administrador

## Chats

chats-add = Adicionar um chat
chats-id = ID do chat
chats-id-hint = O ID do grupo ou canal no Telegram, como -1001234567890.
chats-name = Nome
chats-type = Tipo
chats-supergroup = Supergrupo
chats-group = Grupo
chats-channel = Canal
chat-type = { $type ->
    [supergroup] supergrupo
    [group] grupo
    [channel] canal
   *[other] { $type }
}
chats-add-button = Adicionar chat
chats-rename = Renomear
chats-rename-chat = Renomear { $name }
chats-new-name = Novo nome para { $name }
chats-remove = Remover { $name }
chats-remove-question = Remover { $name }? Os planos deixam de dar acesso a ele; quem já está lá continua.
chats-what = Adicionar, renomear ou remover chats
chats-heading = Os chats do bot
chats-loading = Carregando chats…
chats-more = Mais chats
chats-empty = Ainda não há chats: adicione os grupos e canais que você vende.

## Códigos de acesso

codes-new = Novos códigos de acesso
codes-count = Quantos códigos
codes-uses = Usos por código
codes-create = Criar códigos
codes-made = Novos códigos
codes-copy = Copiar o código { $code }
codes-heading = Códigos
codes-loading = Carregando códigos…
codes-more = Mais códigos
codes-empty = Ainda não há códigos.
codes-caption = Códigos de acesso, dos mais recentes aos mais antigos
codes-code = Código
codes-delete = Excluir o código { $code }
codes-delete-question = Excluir { $code }? Ele não poderá mais ser resgatado; o acesso que já deu continua.

## Comandos

commands-new = Novo comando
commands-edit = Editar /{ $name }
commands-command = Comando
commands-command-hint = O que os membros enviam depois da barra: a–z, 0–9 e _, como faq. Um nome já usado é substituído.
commands-answer = Resposta
commands-answer-hint = Texto simples, até 4.096 caracteres.
commands-description = Descrição no menu
commands-description-hint = Aparece ao lado do comando no menu. Vazio: a primeira linha da resposta.
commands-listed = Listado no menu de comandos dos membros
commands-translations = Traduções
commands-translations-hint = Membros com o app do Telegram nesse idioma recebem esta resposta no lugar da outra (es também atende es-MX).
commands-language-code = Código do idioma
commands-translated-answer = Resposta nesse idioma
commands-remove-translation = Remover tradução
commands-add-translation = Adicionar uma tradução
commands-save = Salvar comando
commands-saved = /{ $name } salvo.
commands-delete = Excluir /{ $name }
commands-delete-question = Excluir /{ $name }? O bot deixa de respondê-lo e ele sai do menu.
commands-what = Adicionar, alterar ou excluir comandos
commands-loading = Carregando comandos…
commands-empty = Ainda não há comandos: adicione respostas para o que os membros perguntam com frequência, como /faq ou /rules.
commands-caption = Comandos personalizados, por nome
commands-in-menu = No menu
commands-in-menu-first-line = sim (a primeira linha da resposta)
commands-in-menu-no = não

## Textos

texts-intro = Tudo o que o bot diz, em cada um dos idiomas dele. Mude uma mensagem para dizê-la do seu jeito: seu texto substitui o original só nesse idioma, em todas as instâncias em até 10 segundos.
texts-what = Mudar os textos do bot
texts-language = Idioma dos textos
texts-find = Buscar
texts-only-yours = Só as mensagens que mudei
texts-loading = Carregando textos…
texts-caption = Os textos do bot em { $language }: { $shown } de { $all }
texts-message = Mensagem
texts-shipped = Texto original
texts-yours = Seu texto
texts-yours-hint = Mantenha as variáveis de que precisa, escritas como no texto original; a prévia mostra onde cada uma entra.
texts-as-shipped = original
texts-edit = Editar { $id }
texts-view = Abrir { $id }
texts-open = Abrir
texts-close = Fechar
texts-variables = Variáveis: { $variables }
texts-no-variables = Esta mensagem não tem variáveis.
texts-preview = Prévia
texts-preview-hint = Valores de exemplo: ⟨nome⟩ marca onde entra um valor; os números são 2.
texts-preview-empty = Escreva um texto para vê-lo aqui.
texts-preview-syntax = Ainda não é Fluent válido: confira se todas as chaves estão fechadas.
texts-preview-variable = Esta mensagem não tem a variável “{ $name }”.
texts-save = Salvar texto
texts-saved = { $id } salvo. O bot passa a dizê-lo em até 10 segundos.
texts-restore = Restaurar o texto original
texts-restored = { $id } voltou ao texto original.
texts-none-yours = Você não mudou nenhuma mensagem neste idioma.
texts-none-found = Nenhuma mensagem corresponde.

## Cupons

archived = Arquivado
coupons-percent-off = { $percent }% de desconto
coupons-amount-off = { $amount } de desconto
coupons-every-renewal = { $discount }, em toda renovação
coupons-new = Novo cupom
coupons-code = Código
coupons-code-hint = De 4 a 32 letras, números, _ ou -. Vazio: um código gerado de 8 caracteres.
coupons-percent = Porcentagem de desconto
coupons-percent-hint = De 1 a 99. Ou informe um valor de desconto abaixo.
coupons-amount = Valor de desconto
coupons-amount-hint = Como 5.00, na moeda abaixo.
coupons-currency = Moeda
coupons-currency-hint = Com um valor de desconto, como USD ou XTR (Stars).
coupons-every-plan = Todos os planos
coupons-max = Membros que podem usá-lo
coupons-max-hint = Vazio: sem limite. Cada membro pode usá-lo uma vez.
coupons-duration = Desconta
coupons-once = Só o primeiro pagamento
coupons-forever = Também toda renovação
coupons-create = Criar cupom
coupons-made-code = Código do novo cupom
coupons-made = Novo cupom
coupons-copy = Copiar o cupom { $code }
coupons-how = Os membros o informam pelo botão “Tenho um cupom” ou abrindo o link do seu bot com { $link }.
coupons-loading = Carregando cupons…
coupons-more = Mais cupons
coupons-empty = Ainda não há cupons.
coupons-caption = Cupons, dos mais recentes aos mais antigos
coupons-discount = Desconto
coupons-archive = Arquivar o cupom { $code }
coupons-archive-question = Arquivar { $code }? Os membros não poderão mais usá-lo; os pedidos o mantêm.

## Formulários

forms-intro = Um membro responde a um formulário uma única vez, no bot, antes da fatura ou do checkout de um plano a que ele se aplica; cada plano tem um formulário por vez.
forms-new = Novo formulário
forms-name-hint = Os membros não o veem; ele identifica o formulário nas suas listas.
forms-asked-before = Perguntado antes da compra
forms-question-n = Pergunta { $n }
forms-key = Chave
forms-key-hint = a-z, 0-9 e _; dá nome à resposta nas respostas recebidas.
forms-question = Pergunta
forms-kind = Tipo de resposta
forms-kind-text = Texto
forms-kind-email = E-mail
forms-kind-number = Número
forms-kind-choice = Escolha (botões)
forms-choices = Opções
forms-choices-hint = Para uma escolha: de 2 a 10, uma por linha.
forms-required = Obrigatória (senão o membro pode pulá-la)
forms-add-question = Adicionar uma pergunta
forms-remove-question = Remover a última pergunta
forms-create = Criar formulário
forms-loading = Carregando formulários…
forms-more = Mais formulários
forms-empty = Ainda não há formulários.
forms-caption = Formulários, dos mais recentes aos mais antigos
forms-questions = Perguntas
forms-responses = Respostas
forms-archived = arquivado
forms-live = ativo
forms-responses-to = Respostas a { $name }
forms-responses-caption = Respostas a { $name }, das mais recentes às mais antigas
forms-loading-responses = Carregando respostas…
forms-more-responses = Mais respostas
forms-no-responses = Ninguém respondeu a este formulário ainda.
forms-submitted = Enviado
forms-delete = Excluir { $name }
forms-archive-question = { $responses ->
    [one] Arquivar { $name }? Ele deixa de ser perguntado; a única resposta dele é mantida.
    [many] Arquivar { $name }? Ele deixa de ser perguntado; as { $responses } de respostas dele são mantidas.
   *[other] Arquivar { $name }? Ele deixa de ser perguntado; as { $responses } respostas dele são mantidas.
}
forms-delete-question = Excluir { $name }? Ninguém o respondeu.

## Chaves

keys-create = Criar uma chave
keys-label = Rótulo (para que serve)
keys-label-example = Planilha de receita
keys-made = Nova chave
keys-made-note = Chave { $id }: copie agora. { $once }; o Tollgate guarda só o hash dela.
    .once = Ela só é mostrada uma vez
keys-copy = Copiar a chave { $id }
keys-loading = Carregando chaves…
keys-more = Mais chaves
keys-empty = Nenhuma chave.
keys-caption = Chaves de API
keys-key = Chave
keys-label-column = Rótulo
keys-signed-in = sessão: administrador { $admin }
keys-last-used = Último uso
keys-revoke = Revogar a chave { $id }
keys-revoke-question = Revogar a chave { $id }? Todo cliente que a usa passa a ser recusado.

## Membros

members-back = Voltar a todos os membros
members-loading-member = Carregando o membro…
members-no-name = Nome desconhecido
members-has-access = tem acesso
members-no-access = sem acesso
members-since = desde { $date }
members-referred-by = indicado por { $member }
members-delivery-error = O bot não consegue escrever para este membro: { $error }
members-what = Alterar assinaturas
members-subscriptions-of = Assinaturas de { $id }
members-no-subscriptions = Nenhuma assinatura.
members-orders-of = Últimos pedidos de { $id }
members-access = Acesso
members-everyone = Todos
members-with-access = Com acesso
members-without-access = Sem acesso
members-loading = Carregando membros…
members-more = Mais membros
members-empty = Ainda não há membros.
members-caption = Membros, dos mais recentes aos mais antigos
members-access-yes = Sim
members-access-no = Não
members-since-column = Desde

## Pedidos

orders-refunded = Reembolsado
orders-refund-order = Reembolsar o pedido { $id }
orders-refund-question = Reembolsar o pedido { $id } ({ $amount })? O acesso que ele deu ao membro termina agora.
orders-refund = Reembolsar
orders-filter = Filtrar pedidos
orders-paid-from = Pagos a partir de
orders-paid-through = Pagos até
orders-zone = Dias e horários seguem o fuso horário do bot ({ $zone }), como na visão geral.
orders-zone-unknown = Dias e horários seguem o fuso horário do bot, como na visão geral.
orders-what = Reembolsar pedidos
orders-loading = Carregando pedidos…
orders-more = Mais pedidos
orders-empty = Nenhum pedido neste intervalo.
orders-caption = Pedidos, dos mais recentes aos mais antigos
orders-order = Pedido
orders-paid-at = Pago em
orders-amount = Valor
orders-status = Status
order-status = { $status ->
    [paid] pago
    [refunded] reembolsado
   *[other] { $status }
}
orders-external-id = ID externo

## Planos

plans-new = Novo plano
plans-edit-plan = Editar o plano { $name }
plans-length = Duração
plans-length-hint = P1M, P30D, P1Y6M, “1 month”, “30” (dias), “lifetime” ou uma data de término como 2027-06-30
plans-price = Preço
plans-price-hint = Um decimal com as casas da moeda, como 9.99 (XTR: Stars inteiras).
plans-currency-hint = Código ISO 4217, como USD ou BRL; XTR para as Stars do Telegram.
plans-trial = Teste grátis
plans-trial-hint = Vazio ou 0 para nenhum; senão, uma duração como P7D.
plans-description = Descrição
plans-description-hint = Aparece sob o plano em /start; até 1.000 caracteres.
plans-translations = Traduções
plans-translations-hint = Quem lê o bot nesse idioma vê estes textos; um campo vazio mantém o do plano.
plans-translation-language = Idioma da tradução
plans-translation-name = Nome nesse idioma
plans-translation-description = Descrição nesse idioma
plans-add-translation = Adicionar uma tradução
plans-remove-translation = Remover tradução
plans-project = Projeto (os chats a que dá acesso)
plans-no-project = Nenhum
plans-options = Opções
plans-recurring = Recorrente (cobrado de novo a cada período)
plans-who = Quem pode comprar
plans-who-anyone = Qualquer um
plans-who-new = Só membros que nunca assinaram
plans-who-returning = Só membros que já assinaram antes
plans-times = Vezes que um membro pode comprá-lo (0: sem limite)
plans-token-only = Só com um código de acesso
plans-credit-only = Pago só com crédito
plans-invitee-only = Só membros indicados por um afiliado
plans-save = Salvar plano
plans-create = Criar plano
plans-edit = Editar { $name }
plans-archive = Arquivar { $name }
plans-archive-question = Arquivar { $name }? Ele não poderá mais ser comprado; os membros mantêm o que já têm.
plans-what = Alterar planos
plans-loading = Carregando planos…
plans-more = Mais planos
plans-empty = Ainda não há planos: crie o primeiro.
plans-trial-column = Teste
plans-option-recurring = recorrente
plans-option-code-only = só com código
plans-option-referred-only = só indicados
plans-option-newcomers = novos membros
plans-option-times = { $times }× por membro
plans-on-sale = À venda

## Projetos

projects-what = Criar projetos
projects-new = Novo projeto
projects-name = Nome do projeto
projects-chats-bundled = Chats que ele agrupa
projects-add-chats-first = Adicione chats primeiro.
projects-create = Criar projeto
projects-loading = Carregando projetos…
projects-more = Mais projetos
projects-empty = Ainda não há projetos.
projects-project = Projeto

## Configurações: pausar as vendas

sales = Vendas
sales-paused = As vendas estão { $state }. Os membros veem o próprio acesso, mas nenhum plano; nenhuma fatura ou checkout com cartão é criado.
    .state = pausadas
sales-on = As vendas estão { $state }. Os membros podem ver os planos e pagar.
    .state = ativas
sales-pausing = A pausa só interrompe vendas novas: renovações de assinaturas existentes, códigos de acesso, concessões e o acesso dos membros continuam. O mesmo que /pause e /resume no bot.
sales-switch = Vendas pausadas
sales-switch-on = : sim
sales-switch-off = : não

## Configurações

settings-loading = Carregando configurações…
settings-what = Alterar as configurações
settings-general = Configurações gerais
settings-bot-line = Bot { $bot }, dono { $owner }.
settings-bot = Bot
settings-bot-named = { $bot } · { $name }
settings-bot-owner = { $bot }, dono { $owner }
settings-bot-name = Nome do bot
settings-timezone = Fuso horário
settings-timezone-hint = Nome IANA, como America/Sao_Paulo: os dias e meses de receita são contados nele, e o painel mostra nele todas as datas e horários.
settings-currency = Moeda padrão
settings-reminders = Dias de lembrete
settings-reminders-hint = Dias antes do fim de uma assinatura em que o membro é lembrado, como 3, 1. Vazio: nenhum.
settings-save = Salvar configurações
settings-secrets = Tokens e chaves
settings-secrets-note = Guardados criptografados e nunca mostrados de novo: você pode substituí-los ou removê-los.
bot-status = Bot: { $status }
bot-status-state = { $status ->
    [running] em funcionamento
    [starting] iniciando
    [stopped] parado
   *[other] { $status }
}
bot-status-error = parado por um erro
secret-label = { $secret ->
    [bot_token] Token do bot
    [stripe_secret_key] Chave secreta do Stripe
   *[stripe_webhook_secret] Segredo de assinatura do webhook do Stripe
}
secret-hint = { $secret ->
    [bot_token] Do @BotFather, <id do bot>:<segredo>. O bot inicia em segundos.
    [stripe_secret_key] sk_live_… ou sk_test_…: pagamentos com cartão.
   *[stripe_webhook_secret] whsec_… do endpoint para onde o Stripe envia.
}
secret-status = { $secret }: { $state }
secret-set = definido
secret-not-set = não definido
secret-set-new = { $secret ->
    [bot_token] Definir o token do bot
    [stripe_secret_key] Definir a chave secreta do Stripe
   *[stripe_webhook_secret] Definir o segredo de assinatura do webhook do Stripe
}
secret-replace = { $secret ->
    [bot_token] Substituir o token do bot
    [stripe_secret_key] Substituir a chave secreta do Stripe
   *[stripe_webhook_secret] Substituir o segredo de assinatura do webhook do Stripe
}
secret-save = { $secret ->
    [bot_token] Salvar o token do bot
    [stripe_secret_key] Salvar a chave secreta do Stripe
   *[stripe_webhook_secret] Salvar o segredo de assinatura
}
secret-remove = { $secret ->
    [bot_token] Remover o token do bot
    [stripe_secret_key] Remover a chave secreta do Stripe
   *[stripe_webhook_secret] Remover o segredo de assinatura do webhook do Stripe
}
secret-remove-question = { $secret ->
    [bot_token] Remover o token do bot? O bot para.
    [stripe_secret_key] Remover a chave secreta do Stripe? Os pagamentos com cartão param.
   *[stripe_webhook_secret] Remover o segredo de assinatura do webhook do Stripe? Os pagamentos com cartão param.
}

## Assinaturas

subscriptions-grant = Conceder acesso
subscriptions-member-id = ID do membro
subscriptions-member-id-hint = O ID de usuário do Telegram do membro.
subscriptions-ends-hint = { $zone } Vazio: a duração do plano a partir de agora.
subscriptions-trial = Iniciar o teste grátis do plano no lugar
subscriptions-what = Conceder acesso e alterar assinaturas
subscriptions-filter = Filtrar assinaturas
subscriptions-plan-archived = { $name } (arquivado)
subscriptions-loading = Carregando assinaturas…
subscriptions-more = Mais assinaturas
subscriptions-empty = Nenhuma assinatura encontrada.
subscriptions-caption = Assinaturas, das mais recentes às mais antigas

## Webhooks

webhooks-new = Novo webhook
webhooks-edit = Editar o webhook { $id }
webhooks-url = URL
webhooks-url-hint = https:// em um endereço público; o Tollgate envia cada evento para lá via POST, assinado.
webhooks-events = Eventos
webhooks-all-events = Todos os eventos
webhooks-all-events-short = todos os eventos
webhooks-description = Descrição
webhooks-save = Salvar webhook
webhooks-add = Adicionar webhook
webhooks-log = Registro de entregas
webhooks-all = Todas
webhooks-pending = Pendentes
webhooks-delivered = Entregues
webhooks-failed = Com falha
delivery-status = { $status ->
    [pending] pendente
    [delivered] entregue
    [failed] com falha
   *[other] { $status }
}
webhooks-refresh = Atualizar
webhooks-loading-attempts = Carregando tentativas…
webhooks-more-attempts = Mais tentativas
webhooks-no-deliveries = Ainda não há entregas.
webhooks-deliveries-caption = Entregas ao webhook { $id }, das mais recentes às mais antigas
webhooks-event = Evento
webhooks-attempt = Tentativa
webhooks-answer = Resposta
webhooks-took = Duração
webhooks-error = Erro
webhooks-next-attempt = Próxima tentativa
webhooks-title-enabled = Webhook { $id } · ativado
webhooks-title-disabled = Webhook { $id } · desativado
webhooks-failing-since = Falhando desde { $date }.
webhooks-previous-secret = O segredo anterior também assina até { $date }.
webhooks-pause = Pausar
webhooks-enable = Ativar
webhooks-test = Enviar um teste
webhooks-rotate = Novo segredo para o webhook { $id }
webhooks-rotate-question = Criar um novo segredo de assinatura? Durante 24 horas as entregas são assinadas com os dois, para que o seu receptor possa trocar.
webhooks-new-secret = Novo segredo
webhooks-delete = Excluir o webhook { $id }
webhooks-delete-question = Excluir o webhook { $id } e o registro de entregas dele?
webhooks-hide-deliveries = Ocultar entregas
webhooks-deliveries = Entregas
webhooks-secret = Segredo de assinatura
webhooks-secret-note = Segredo de assinatura do webhook { $id }: { $now } Verifique as entregas com ele (docs/webhooks.md).
    .now = copie agora, ele não será mostrado de novo.
webhooks-copy-secret = Copiar o segredo de assinatura do webhook { $id }
webhooks-kept = Já guardei
webhooks-loading = Carregando webhooks…
webhooks-empty = Ainda não há webhooks: adicione uma URL sua para saber de cada venda.
