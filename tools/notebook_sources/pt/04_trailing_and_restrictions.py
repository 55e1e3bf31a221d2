# %% [markdown]
# # Lição 4: Descartar, a rodada e sua primeira partida
#
# *Mais ou menos 40 minutos.* Rode cada célula com **Shift + Enter**, de cima para baixo.
#
# Você já sabe capturar (lição 2) e construir (lição 3). Falta um jeito de jogar uma carta: o
# **descarte**. Depois disso você está pronto para uma partida de verdade. Nesta lição:
#
# 1. **descartar**: colocar uma carta na mesa sem pegar nada,
# 2. **o dono não pode descartar**: a única regra do Cassino clássico que proíbe um descarte,
# 3. **a rodada**: como as cartas são distribuídas, volta por volta, da primeira carta à última,
# 4. **sua primeira partida**: uma rodada contra o computador,
# 5. todas as regras que você aprendeu **numa página só**, e algumas perguntas para você se testar.

# %%
import casino_learn as cl
cl.set_language("pt")
from casino_learn.lesson import restrictions_reference, walk_through_deal
from casino_learn.widgets import GameTable
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.learner import learner_line
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## {stage heading: trailing}
#
# Na sua vez você precisa jogar exatamente uma carta da sua mão: não pode passar (a regra de uma
# carta, [R1](10_rules_reference.ipynb#R1)). Se você não captura nem constrói com ela, você a
# **descarta**: a carta fica na mesa como uma nova carta solta, e qualquer um pode capturá-la
# depois, talvez até você ([§6.3](10_rules_reference.ipynb#s6.3)).
#
# Na mesa ao vivo abaixo, clique numa carta da sua mão (e em nenhuma carta da mesa), aperte
# **Descartar** e depois **Jogar**. Cada tarefa diz o que fazer; uma jogada que não cumpre a tarefa
# é explicada e desfeita.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: owner-may-not-trail}
#
# Lembra da lição 3: você é o **dono** de uma construção quando foi o último a fazê-la, aumentá-la
# ou adicionar a ela, e precisa guardar uma carta que a capture (a regra do dono que guarda uma
# carta para capturar, [R8](10_rules_reference.ipynb#R8)). Existe mais uma regra para os donos, a
# regra de que o dono não pode descartar ([R9](10_rules_reference.ipynb#R9)): **enquanto você for
# dono de uma construção, não pode descartar.** Em vez disso, você precisa capturar, construir,
# aumentar uma construção ou adicionar a uma.
#
# Depois de resolver a primeira tarefa, aperte **Recomeçar**, escolha uma carta e aperte
# **Descartar**: a mesa diz por que não pode. (As estrelas que você ganhou ficam guardadas.)

# %% [code as in English]

# %% [markdown]
# ## A rodada, passo a passo
#
# Como as cartas chegam à sua mão? Aqui está uma rodada de verdade de Cassino clássico para dois
# jogadores, passo a passo. O computador jogou todas as cartas, pelos dois jogadores. (As regras da
# rodada: [§3](10_rules_reference.ipynb#s3).)
#
# **A primeira volta.** Quem dá as cartas é o Adversário. Quem dá as cartas entrega **quatro cartas
# a cada jogador** e coloca **quatro cartas viradas para cima na mesa**. O resto fica virado para
# baixo: é o **baralho**, com as cartas que faltam para distribuir. Quem está depois de quem dá
# as cartas joga primeiro, então aqui é você quem joga primeiro.

# %% [code as in English]

# %% [markdown]
# Conte: cada carta do baralho está em algum lugar.

# %% [code as in English]

# %% [markdown]
# **As voltas seguintes.** Os jogadores se revezam, uma carta em cada vez, até as duas mãos ficarem
# vazias. Então quem dá as cartas distribui **mais quatro cartas a cada jogador, e nenhuma para a
# mesa**: as cartas só chegam à mesa na primeira volta (e quando alguém descarta ou constrói). Aqui
# está o que aconteceu na volta 1, e como começa a volta 2:

# %% [code as in English]

# %% [markdown]
# **"Última".** Isso continua até o baralho acabar. Quando quem dá as cartas distribui a última
# volta, ele diz "última", para todo mundo saber que são as últimas cartas. A imagem mostra isso
# como **Última volta**.

# %% [code as in English]

# %% [markdown]
# Quantas voltas? Cada volta usa quatro cartas por jogador, e a primeira volta também coloca quatro
# na mesa. Com dois jogadores isso dá seis voltas; com quatro jogadores, três.

# %% [code as in English]

# %% [markdown]
# **O fim da rodada.** Quando a última carta é jogada, as cartas que ainda estão na mesa, as
# **cartas que sobram**, vão para quem capturou por último, ou para a dupla dessa pessoa quando se joga
# com parceiros (para ninguém, se ninguém capturou nada): mais um motivo para capturar no fim da rodada!

# %% [code as in English]

# %% [markdown]
# **A próxima rodada.** Quem dá as cartas passa a ser o próximo jogador: quem jogou primeiro na
# rodada anterior agora dá as cartas, e o outro jogador joga primeiro.

# %% [code as in English]

# %% [markdown]
# Confira o que você sabe sobre a rodada: cada pergunta sai de uma rodada de verdade que o kit
# distribuiu.

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Sua primeira partida
#
# Hora de jogar uma rodada inteira contra o **Iniciante** do computador. Você joga primeiro. O que
# olhar em cada vez:
#
# * **Posso capturar?** Procure uma carta da mesa com o mesmo valor de uma das suas, ou cartas que
#   somam esse valor. Uma figura só pega uma carta da mesma figura.
# * **Posso construir?** Só se você guardar uma carta que possa capturar a construção depois; e,
#   quando você for dono de uma construção, não pode descartar.
# * **Se não, descarte** uma carta.
# * Fique de olho no **baralho** e no aviso **Última volta**: a última captura da rodada também leva
#   as cartas que sobram.
#
# Em dúvida? Aperte **Treinador: o que você jogaria?**: ele sugere uma jogada e diz por quê. Ele pode
# falar de **pontos**: no fim de uma rodada, os ases, o 10♦ (Cassino grande) e o 2♠ (Cassino pequeno) valem pontos,
# e ter mais cartas e mais espadas também; os pontos se somam de rodada em rodada até alguém ganhar, com 21 ou mais (lição 5). Na vez
# do computador, aperte **Jogada do computador ▶** (ou **Seguir até a minha vez ▶▶**). No fim você
# recebe a folha de placar: a lição 5 explica cada ponto dela. Sua partida é salva depois de cada
# jogada.

# %% [code as in English]

# %% [markdown]
# ## Todas as regras numa página só
#
# Toda jogada que **não** é permitida vem de quinze regras, da R1 à R15. A maioria vale para os dois jogos. A lição 2
# ensinou a capturar ([R2](10_rules_reference.ipynb#R2), [R3](10_rules_reference.ipynb#R3),
# [R5](10_rules_reference.ipynb#R5)); a lição 3, a construir ([R4](10_rules_reference.ipynb#R4),
# [R6](10_rules_reference.ipynb#R6), [R7](10_rules_reference.ipynb#R7),
# [R8](10_rules_reference.ipynb#R8), [R10](10_rules_reference.ipynb#R10),
# [R11](10_rules_reference.ipynb#R11), [R15](10_rules_reference.ipynb#R15)); esta lição, a vez e o
# descarte ([R1](10_rules_reference.ipynb#R1), [R9](10_rules_reference.ipynb#R9)). Três valem só
# para o Cassino Real ([R12](10_rules_reference.ipynb#R12), [R13](10_rules_reference.ipynb#R13),
# [R14](10_rules_reference.ipynb#R14)): a lição 6 ensina essas. Quando o kit diz que uma jogada não
# é permitida, ele diz o número da regra: clique nele na tabela para ver a regra inteira.

# %% [code as in English]

# %% [markdown]
# ## Teste você mesmo
#
# Primeiro, duas perguntas sobre descartar: clique em **Sim**, ou em **Não** e na regra
# (ou digite `não` e o número da regra).

# %%
learner_line()  # quem você é, e Meu progresso

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Agora **encontre a jogada não permitida**: exatamente uma opção quebra uma regra. Clique nela (ou
# digite a letra dela), clique no botão da regra que ela quebra e aperte **Conferir**.

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## O que você aprendeu
#
# * **Descartar** coloca uma carta na mesa como carta solta. É sempre permitido, a não ser que uma
#   regra proíba, e no Cassino clássico só uma proíbe: enquanto você for **dono de uma construção**,
#   não pode descartar ([R9](10_rules_reference.ipynb#R9)).
# * **A rodada**: quatro cartas para cada um, quatro para a mesa só na primeira volta; seis voltas
#   com dois jogadores, três com quatro; quem está depois de quem dá as cartas joga primeiro; a vez
#   de dar as cartas passa adiante; "última"; as cartas que sobram vão para quem capturou por último
#   (para ninguém, se ninguém capturou).
# * Você jogou sua **primeira rodada**, e as regras cabem **numa página só**.
#
# A seguir: **Lição 5, Contagem e varridas**: o que significam todos aqueles pontos da folha de
# placar.
