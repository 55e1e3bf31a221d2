# %% [markdown]
# # Lição 6: Cassino Real
#
# *Mais ou menos 40 minutos.* Rode cada célula com **Shift + Enter**, de cima para baixo.
#
# O **Cassino Real** é a versão jogada na República Dominicana. Ele usa o mesmo baralho, a mesma
# rodada e as mesmas três jogadas (capturar, construir, descartar) do Cassino clássico que você já
# conhece. Esta lição é o único lugar do curso em que as regras do Cassino Real são ensinadas. Ela vai
# das mudanças pequenas até as grandes:
#
# 1. o que muda no Cassino Real: a lista inteira numa página só,
# 2. o sentido do jogo,
# 3. os valores das cartas no Cassino Real e o ás (etapa 1), e construir até 14 (etapa 2),
# 4. duas regras de jogada do Cassino Real: não aumentar a sua própria construção (etapa 3) e não descartar uma carta que tem par na mesa (etapa 4),
# 5. varridas que valem pontos e se cancelam,
# 6. a **contagem item por item**, os **bloqueios** em 18, 19 e 20, e a **prorrogação**: como se ganha uma partida de Cassino Real,
# 7. quatro jogadores em duas **duplas** (etapa 5),
# 8. mais três coisas para praticar: o aumento com o ás no Real, as construções do seu parceiro no clássico e no Real, e três jogadores (varridas e empates).
#
# Cada etapa tem uma regra em palavras simples, uma imagem e tarefas numa mesa ao vivo: clique na
# sua carta, depois nas cartas da mesa, depois na jogada. Uma jogada permitida que não cumpre a
# tarefa é explicada e desfeita. Cada tarefa vale três estrelas se você acertar de primeira e sem
# dica.

# %%
import casino_learn as cl
cl.set_language("pt")
from casino_learn.display import plots
from casino_learn.lesson import card_values
from casino_learn.lesson.royal import captured, count_out_explorer, deal, tell, tell_count, tell_partners, tell_result, tell_sweeps, tell_values
from casino_learn.rules.positions import position
from casino_learn.rules.table import Build
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## O que muda no Cassino Real
#
# Tudo o que não está nesta tabela é igual ao Cassino clássico: a rodada ([§3](10_rules_reference.ipynb#s3)),
# capturar, construir, aumentar e adicionar, a regra de guardar uma carta para capturar ([R7](10_rules_reference.ipynb#R7)),
# a regra de que o dono não pode descartar ([R9](10_rules_reference.ipynb#R9)), as cartas que sobram no fim de uma
# rodada ([§9](10_rules_reference.ipynb#s9)) e os onze pontos de cada rodada.
#
# | | Cassino clássico | Cassino Real |
# |---|---|---|
# | J, Q, K | sem número: cada uma pega só uma carta da mesma figura (R5) | **11, 12, 13**: somam e constroem como qualquer carta ([§1.2](10_rules_reference.ipynb#s1.2)) |
# | Ás | 1 | **1 ou 14** quando está sozinho; sempre **1** dentro de um grupo de duas ou mais cartas ([§1.3](10_rules_reference.ipynb#s1.3)) |
# | Valores das construções | de 2 a 10 (e 1 para uma construção múltipla de ases sozinhos) | **de 2 a 14**; dois ases sozinhos formam **14**, ou um grupo A+A forma **2**, nunca 1 ([R15](10_rules_reference.ipynb#R15)) |
# | Sentido do jogo | começa o jogador à esquerda de quem dá as cartas, e o jogo segue no sentido horário | começa o jogador à **direita** de quem dá as cartas, e o jogo segue no sentido **anti-horário** ([§2](10_rules_reference.ipynb#s2)) |
# | Aumentar a sua própria construção | permitido | **não permitido**: nada de aumentar a sua própria construção ([R12](10_rules_reference.ipynb#R12)) |
# | Descartar uma carta quando há na mesa uma carta solta do mesmo número ou figura | permitido | **não permitido**: nada de descartar uma carta igual a uma carta solta ([R14](10_rules_reference.ipynb#R14)) |
# | Quatro jogadores | duas duplas (ou cada um por si, se os jogadores combinarem); você pode aumentar a construção do seu parceiro ou adicionar a ela | sempre duas **duplas**; você **não** pode aumentar a construção do seu parceiro nem adicionar a ela: não mexa na construção do seu parceiro ([R13](10_rules_reference.ipynb#R13)) |
# | Varridas | não valem nada (alguns jogadores combinam contá-las, 1 ponto cada, sem cancelar) | **1 ponto cada**, e as varridas dos dois lados **se cancelam** ([§10](10_rules_reference.ipynb#s10)) |
# | Contar os pontos | somar os pontos da rodada | **contagem item por item**, um item de cada vez, numa ordem fixa ([§12.1](10_rules_reference.ipynb#s12.1)) |
# | Perto de 21 | nada de especial | **travado** em 18, 19 e 20: só um item ainda pode pontuar para você ([§12.2](10_rules_reference.ipynb#s12.2)) |
# | Os dois lados chegam a 21 na mesma rodada | ganha o maior total, sozinho; se houver empate, joga-se outra rodada | **prorrogação**: as rodadas seguintes são somadas sem bloqueios até um lado ficar sozinho na frente ([§12.3](10_rules_reference.ipynb#s12.3)) |
#
# O resto da lição mostra estas linhas, uma de cada vez.

# %% [markdown]
# ## O sentido do jogo (§2)
#
# No Cassino Real, o jogador à **direita** de quem dá as cartas joga primeiro, e o jogo gira em volta
# da mesa no sentido **anti-horário**. A próxima rodada é distribuída pelo jogador que jogou primeiro
# nesta, então a vez de dar as cartas gira no mesmo sentido. No Cassino clássico é o contrário: o
# jogador à esquerda de quem dá as cartas começa, e o jogo segue no sentido horário.
#
# O sentido não muda mais nada: cada um continua jogando uma carta por vez, na sua vez. É por isso
# que, nas mesas do kit, os outros têm nome pela **ordem em que jogam**, não pelo lugar onde se
# sentam. Com dois jogadores existe só o **Adversário**. Com quatro, o **Adversário 1** joga logo
# depois de você, depois o seu **Parceiro** (que senta de frente para você), depois o **Adversário 2**.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-values} (§1.2, §1.3)
#
# No Cassino Real toda carta tem um número. O valete é 11, a dama 12 e o rei 13, então um rei pode
# pegar 6 + 7 e uma dama pode pegar J + A. O ás é a carta especial: **sozinho** ele vale 1 ou 14, o
# que você precisar, então um ás jogado captura como **14** e também pega um ás solto. **Dentro de um
# grupo** de duas ou mais cartas, o ás vale sempre **1** (14 mais qualquer coisa passaria de 14, o
# maior valor do jogo).

# %% [code as in English]

# %% [markdown]
# O mesmo em frases. "jogada, ela captura como" é o valor que uma carta toma quando você a joga:

# %% [code as in English]

# %% [markdown]
# Agora experimente na mesa. A imagem mostra um ás capturando como 14; as tarefas ficam um pouco mais
# difíceis a cada vez, e a última usa um valete e um ás (valendo 1) no mesmo conjunto.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-builds} (R15)
#
# Como toda carta tem um número, as construções do Cassino Real vão até **14**: um valete captura uma
# construção de 11, uma dama de 12, um rei de 13 e um ás de 14. A regra de guardar uma carta para
# capturar ([R7](10_rules_reference.ipynb#R7)) continua valendo: você precisa guardar na mão uma carta
# que vá capturar a sua construção.
#
# Dois ases pedem cuidado ([§1.3](10_rules_reference.ipynb#s1.3)). Um ás jogado sobre um ás solto pode ser:
#
# * uma construção de **14** com dois grupos, um ás em cada (cada ás sozinho vale 14), ou
# * uma construção de **2**, um grupo A + A = 1 + 1.
#
# No Cassino Real ela nunca é uma construção de 1, porque nenhuma carta do Cassino Real captura como 1.
# Aqui perguntamos ao kit sobre uma construção de 1 com dois ases:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Pratique: quais destas construções você pode fazer? A primeira pergunta sempre oferece uma
# construção de 11 a 14; a segunda sempre tem ases (um ás sobre um ás: 14, ou 2, nunca 1).

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-not-your-own-build} (R12)
#
# No Cassino clássico você pode aumentar qualquer construção simples, até a sua. No Cassino Real, a
# regra **Nada de aumentar a sua própria construção** ([R12](10_rules_reference.ipynb#R12)) diz: você só
# pode aumentar uma construção de um **adversário** (a do seu parceiro também não, etapa 5). Você mesmo não pode mudar o valor da sua própria
# construção (o adversário ainda pode, se ela for uma construção simples).
# Você ainda pode adicionar a ela um grupo do mesmo valor, capturá-la, ou fazer uma construção nova
# com a sua carta e cartas soltas.
#
# A sua construção de 5 (3♣ + 2♥) está na mesa e você tem 2♠, 5♦ e 7♥. Você poderia aumentá-la para 7?

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Pratique: aumentar ou adicionar? Uma das jogadas oferecidas aqui sempre aumenta a sua própria
# construção.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-no-trailing-a-matched-card} (R14)
#
# A regra **Nada de descartar uma carta igual a uma carta solta** ([R14](10_rules_reference.ipynb#R14)):
# no Cassino Real você não pode descartar uma carta enquanto houver na mesa uma carta **solta** do
# mesmo número ou figura. Um ás é barrado por um ás solto. Essa carta precisa capturar ou construir. Duas coisas
# **não** impedem um descarte: uma carta do mesmo número ou figura dentro de uma construção, e poder capturar
# uma soma. Nenhuma regra diz "você tem que capturar" ([§6.3](10_rules_reference.ipynb#s6.3)), mas
# esta pode deixar uma captura como sua única jogada: com só o 7♥ na mão e o 7♣ solto, você não
# pode descartar o 7♥, nem construir com ele, porque não ficaria com nenhuma carta para levar a
# construção (R7). Então você tem que capturar o 7♣.

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## As varridas valem pontos e se cancelam (§10)
#
# Uma **varrida** é uma captura que deixa a mesa completamente vazia: sem cartas soltas e sem
# construções. No Cassino Real cada varrida vale **1 ponto**, mas as varridas dos dois lados **se
# cancelam**, uma por uma: só o lado com mais varridas marca pontos, e só a diferença. Pegar as
# cartas que sobram no fim de uma rodada nunca é uma varrida.

# %% [code as in English]

# %% [markdown]
# Pratique: aqui os dois jogadores já têm varridas. A sua captura é uma varrida? E, depois de
# cancelar, quem marca quantos pontos de varrida?

# %% [code as in English]

# %% [markdown]
# ## A contagem item por item (§12.1)
#
# Uma rodada de Cassino Real tem os mesmos onze pontos de uma rodada de Cassino clássico, mais as
# varridas. Mas eles são contados **um de cada vez, nesta ordem**, e o total de cada lado vai subindo
# passo a passo:
#
# 1. mais cartas (3 pontos),
# 2. mais espadas (1),
# 3. Cassino grande, o 10♦ (2),
# 4. Cassino pequeno, o 2♠ (1),
# 5. os quatro ases, na ordem A♠, A♣, A♥, A♦ (1 cada),
# 6. as varridas, um ponto de cada vez.
#
# Contar assim se chama **contagem item por item**. Por que a ordem importa? Por causa da próxima regra.
#
# ## Os bloqueios em 18, 19 e 20 (§12.2)
#
# Você não pode ir chegando a 21 de um em um ponto. Quando o seu total é
#
# * **18**, só **mais cartas** (3 pontos) pode pontuar para você: 18 + 3 = 21,
# * **19**, só o **Cassino grande** (2 pontos) pode pontuar para você: 19 + 2 = 21,
# * **20**, só o **Cassino pequeno** (1 ponto) pode pontuar para você: 20 + 1 = 21.
#
# A gente diz que você está **travado**. Qualquer outro item que você ganhar enquanto está travado
# se **perde**: ninguém fica com ele. Então um lado com 18 ou mais nunca marca varridas, **mas as
# varridas dele ainda cancelam as do adversário** ([§10](10_rules_reference.ipynb#s10)): se você está com 19
# e 2 varridas e o adversário, com 10, tem 3, o adversário marca 1 ponto por varrida, não 3 (e você nenhum). Quando chega
# o seu item, você chega a 21 exatos: você **sai**. O bloqueio é conferido **no momento em que cada
# item é contado**, então um lado com 17 que ganha mais cartas pula para 20, e a partir daí só o
# Cassino pequeno pode ajudá-lo.

# %% [markdown]
# ### Exemplo resolvido 1: 18 contra 13
#
# Você tem 18 pontos, o Adversário tem 13. Aqui está o que cada lado capturou nesta rodada:

# %% [code as in English]

# %% [markdown]
# Você tem mais cartas, então o **primeiríssimo item** leva você de 18 a 21: você sai e ganha. Os
# itens do Adversário continuam sendo contados: 13 → 14 (espadas) → 16 (Cassino grande) → 17 (Cassino
# pequeno) → 18 (A♣). Agora o Adversário está travado em 18, então A♥ e A♦ se **perdem**. A contagem
# nas palavras do kit:

# %% [code as in English]

# %% [markdown]
# A mesma contagem na folha de placar (a coluna **Marcados** mostra o que os bloqueios deixaram passar):

# %% [code as in English]

# %% [markdown]
# ### Exemplo resolvido 2: 19 contra 20
#
# Agora você tem 19 e o Adversário tem 20:

# %% [code as in English]

# %% [markdown]
# Conte você mesmo primeiro (cubra com a mão o que vem abaixo): depois abra a parte fechada para ver a
# contagem passo a passo e compare com a contagem do kit, escrita logo depois.
#
# <details><summary>A contagem, passo a passo</summary>
#
# * **Mais cartas**: o Adversário. Mas o Adversário está com 20, e aí só o Cassino pequeno conta: **se perde**.
# * **Mais espadas**: você. Você está com 19, e aí só o Cassino grande conta: **se perde**.
# * **Cassino grande**: você! 19 + 2 = **21**, você sai.
# * **Cassino pequeno**: o Adversário! 20 + 1 = **21**, o Adversário sai também.
# * Os ases chegam tarde demais: os dois lados já saíram.
#
# Os **dois** lados chegaram a 21 na mesma rodada.
#
# </details>

# %% [code as in English]

# %% [markdown]
# ## A prorrogação (§12.3)
#
# Quando dois lados saem na mesma rodada, a partida vai para a **prorrogação**. As rodadas da
# prorrogação **não têm bloqueios**: cada item é simplesmente somado, as varridas também. Depois de
# cada rodada da prorrogação, ganha o lado que tem, **sozinho, mais** pontos. Se os totais continuarem
# iguais, joga-se mais uma rodada de prorrogação.
#
# Imagine que a rodada da prorrogação é a do exemplo 1 (você capturou mais cartas), e que você também fez uma varrida:

# %% [code as in English]

# %% [markdown]
# Não foi o item mais cartas que decidiu: você marcou 3 (mais cartas) + 1 (A♠) + 1 (a varrida) = 5, e o Adversário
# 1 (espadas) + 2 (Cassino grande) + 1 (Cassino pequeno) + 3 (A♣, A♥, A♦) = 7. Sem bloqueios, cada
# ponto conta.
#
# A história inteira numa linha do tempo. A faixa laranja é a **zona de bloqueio** (18, 19, 20): os
# dois lados chegam a 21 na mesma rodada, a prorrogação começa, e a rodada da prorrogação decide a
# partida.

# %% [code as in English]

# %% [markdown]
# ### Experimente você mesmo
#
# Mova os controles deslizantes para escolher os placares **antes** da rodada do exemplo 1 (as cartas
# do Adversário são as do exemplo 1, você tem o resto, e você fez as varridas que escolher). Experimente:
#
# * você com **17**: mais cartas leva você a 20... e depois?
# * você com **19** e 2 varridas: as suas varridas ajudam?
# * o Adversário com **16**: até onde o Adversário chega?

# %% [code as in English]

# %% [markdown]
# ### Pratique a contagem item por item
#
# Quatro contagens, da fácil para a difícil. Conte os itens **na ordem** e fique de olho nos
# bloqueios. Na primeira, um lado já está perto de 21 e você só diz quem ganha; na segunda, um lado
# fica travado durante a contagem; na terceira, os dois lados estão perto de 21; a quarta é uma
# rodada de prorrogação, em que nada trava.

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Quatro jogadores: duas duplas (§2, R13)
#
# Com quatro jogadores, o Cassino Real é sempre jogado em duas **duplas**: os parceiros se sentam **um
# de frente para o outro**. Na ordem do jogo vem o Adversário 1, depois o seu Parceiro, depois o
# Adversário 2. As **cartas capturadas** dos dois parceiros **contam juntas**: um lado, um placar.

# %% [code as in English]

# %% [markdown]
# Pratique: faça a contagem de uma rodada com quatro jogadores. As cartas capturadas de cada parceiro
# aparecem separadas; some-as por lado antes de comparar.

# %% [code as in English]

# %% [markdown]
# Mas cada **construção** continua pertencendo a um só jogador. A regra **Não mexa na construção do seu parceiro**
# ([R13](10_rules_reference.ipynb#R13)): você **não pode aumentar** a construção do seu parceiro **nem
# adicionar** a ela. Você **pode capturá-la**, e pode fazer uma construção separada do mesmo valor. As
# construções dos adversários você pode aumentar ou adicionar a elas como sempre (e à sua própria você
# pode adicionar, mas não pode aumentá-la, R12).

# %% [markdown]
# ### {stage heading: royal-partners}

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-ace-raise}
#
# Quando um ás **aumenta** uma construção, ele soma só **1** ([§6.2](10_rules_reference.ipynb#s6.2)): uma construção de 11 vira 12.
# (Um ás sozinho ainda pode ser um grupo inteiro que vale 14, como numa construção de 14 feita de ases sozinhos.)

# %% [code as in English]

# %% [markdown]
# ## {stage heading: partners-builds}
#
# Mesas parecidas, dois jogos: o Cassino clássico deixa você construir sobre a construção do seu parceiro, o
# Real não.

# %% [code as in English]

# %% [markdown]
# ## Três jogadores: varridas e empates (§10, §11.1)
#
# Com três jogadores as varridas se anulam entre os três: só marca o jogador com mais varridas, e
# só o número dele menos o segundo maior; se dois empatam no topo, ninguém marca varridas. Um empate
# no topo em mais cartas ou mais espadas não dá pontos a ninguém, mesmo que o terceiro jogador tenha
# menos. Conte esta rodada de três jogadores.

# %% [code as in English]

# %% [markdown]
# ## Teste você mesmo
#
# Quatro perguntas sobre jogadas do Cassino Real, da fácil para a difícil: o valor de um ás, o máximo
# que um ás pode pegar, um descarte que pode ser proibido, e uma mesa de quatro jogadores com uma
# construção sua, uma do seu parceiro e uma de um adversário.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # quem você é, e Meu progresso

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## O que você aprendeu
#
# * O Cassino Real é jogado no sentido anti-horário: começa o jogador à direita de quem dá as cartas (§2).
# * J, Q, K valem 11, 12, 13; um ás vale 1 ou 14 sozinho e 1 dentro de um grupo (§1.3). As construções
#   vão até 14; dois ases sozinhos constroem 14, ou A + A forma 2 (R15).
# * Você não pode aumentar a sua própria construção (R12), nem descartar uma carta enquanto houver na
#   mesa uma carta solta do mesmo número ou figura (R14).
# * As varridas valem 1 ponto cada, e as varridas dos dois lados se cancelam (§10).
# * Uma rodada é contada **item por item**: mais cartas, mais espadas, Cassino grande (10♦), Cassino
#   pequeno (2♠), os ases ♠ ♣ ♥ ♦, e depois as varridas (§12.1).
# * Com **18** só mais cartas pontua, com **19** só o Cassino grande, com **20** só o Cassino pequeno; o
#   resto se perde (§12.2).
# * Se dois lados saem na mesma rodada: **prorrogação**, com tudo somado sem bloqueios até um lado
#   ficar sozinho na frente (§12.3).
# * Com quatro jogadores, as cartas capturadas dos parceiros contam juntas, mas você não pode aumentar
#   a construção do seu parceiro nem adicionar a ela (R13).
#
# Esse é o jogo inteiro. A seguir: jogue uma partida inteira contra o computador!
