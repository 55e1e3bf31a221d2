# %% [markdown]
# # Lição 2: Capturar
#
# *Mais ou menos 25 minutos.* Rode cada célula com **Shift + Enter**, de cima para baixo.
#
# Capturar é o jeito de ganhar cartas. Você joga uma carta da sua mão e pega cartas da mesa que valem
# **exatamente** o valor da sua carta. A lição tem cinco etapas pequenas, uma ideia em cada:
#
# 1. **fazer pares**: pegar uma carta do mesmo valor,
# 2. **somar**: pegar cartas que somam o valor da sua carta,
# 3. **vários conjuntos de uma vez**,
# 4. uma carta **nunca é contada duas vezes**,
# 5. **as figuras**.
#
# Cada etapa explica a sua regra em palavras, mostra uma jogada de exemplo antes e depois, e então
# dá 3 ou 4 tarefas numa mesa ao vivo. Clique numa carta da sua mão, clique nas cartas da mesa que
# ela deve pegar, aperte **Capturar** e depois **Jogar**. Uma jogada certa ganha até três estrelas
# (três se for de primeira e sem dica). Cada vez que você aperta **Jogar** conta como uma tentativa; uma explicação que aparece antes disso não custa nada. Uma jogada que não cumpre o objetivo é explicada e desfeita.
# **Dica** conta um pouco mais a cada vez; **Próxima tarefa** segue em frente.
#
# Tudo aqui é **Cassino clássico**. As regras por trás disso estão na referência das regras:
# <a href="10_rules_reference.ipynb#s6.1" style="text-decoration:underline">§6.1</a>, <a href="10_rules_reference.ipynb#R2" style="text-decoration:underline">R2</a>,
# <a href="10_rules_reference.ipynb#R3" style="text-decoration:underline">R3</a> e <a href="10_rules_reference.ipynb#R5" style="text-decoration:underline">R5</a>.

# %%
import casino_learn as cl
cl.set_language("pt")
from casino_learn.lesson import captures_with, show, verdict
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## {stage heading: pairing}

# %% [code as in English]

# %% [markdown]
# ## {stage heading: sums}
#
# A regra do valor exato é a <a href="10_rules_reference.ipynb#R2" style="text-decoration:underline">R2</a> na referência das regras.

# %% [code as in English]

# %% [markdown]
# Se você escolher cartas que não somam o valor da sua carta, o kit diz qual regra você quebrou.
# Aqui você tem o 8♥ e tenta pegar 5♣ + 2♦, que dá só 7:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: several-sets}
#
# A melhor parte de capturar. (Na referência das regras: <a href="10_rules_reference.ipynb#s6.1" style="text-decoration:underline">§6.1</a>.)

# %% [code as in English]

# %% [markdown]
# ## {stage heading: never-twice}
#
# Volte à mesa da imagem da etapa 2 (A♣ 2♦ 3♠ 5♣ 6♥ 8♦, com o 8♥ na sua mão): olhe o 5♣. Ele está
# em **dois** conjuntos de 8: 5♣ + 3♠ e
# 5♣ + 2♦ + A♣. Mas ele é uma carta só, então você precisa escolher: ou 5 + 3, ou 5 + 2 + A. Os
# conjuntos que você pega precisam ser **separados**: nenhuma carta é usada duas vezes. Esta é a
# regra <a href="10_rules_reference.ipynb#R3" style="text-decoration:underline">R3</a>.
# Então este 8 nunca pode pegar o ás e o 3 juntos. Se você tentar, o kit não deixa:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Aqui estão todas as capturas que o seu 8♥ pode fazer nessa mesa. Duas delas não podem ficar
# maiores: o 8♦ com 5♣ + 3♠ e 6♥ + 2♦, que pega cinco cartas da mesa, e o 8♦ com 5♣ + 2♦ + A♣, que
# pega quatro. Qualquer uma delas é permitida: você escolhe.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: face-cards}
#
# Lembra da lição 1: no Cassino clássico, o valete, a dama e o rei não têm número. A regra das
# figuras é a <a href="10_rules_reference.ipynb#R5" style="text-decoration:underline">R5</a> na referência das regras.

# %% [code as in English]

# %% [markdown]
# Mesmo com duas damas na mesa, a sua dama pega só uma delas:

# %% [code as in English]

# %% [markdown]
# ## Teste você mesmo
#
# Em cada exercício: pegue **o maior número possível de cartas da mesa** com a carta que você joga.
# Digite os conjuntos (por exemplo `8D, 6H+2D`) ou clique nas cartas e depois aperte **Conferir**.
# Use **Dica** se travar.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # quem você é, e Meu progresso

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## A sua primeira rodada: capturas e descartes
#
# Agora uma rodada curta contra o computador, de uma volta só (uma rodada de verdade continua volta após volta até usar o baralho inteiro: lição 4). Cada um tem quatro cartas, e há quatro na
# mesa. Nesta rodada nenhuma carta pode fazer uma construção, então na sua vez você **captura** ou
# **descarta** uma carta (coloca na mesa e não leva nada). Depois de cada jogada sua o computador
# responde na hora; a jogada dele fica escrita embaixo da mesa. No fim você vê quantas cartas cada
# um levou e quem ficou com as cartas que ainda estavam na mesa. **Outra rodada** dá uma nova.

# %% [code as in English]

# %% [markdown]
# ## Opcional: um exercício de rapidez
#
# Enxergar somas rápido ajuda em toda partida. Cinco perguntas contra o relógio: aperte os botões embaixo
# das cartas que somem o valor pedido (os desenhos só as mostram). Quanto mais rápido, mais estrelas; uma resposta errada só custa tempo, e
# nada é guardado.

# %% [code as in English]

# %% [markdown]
# ## O que você aprendeu
#
# * Uma captura pega cartas da mesa que valem **exatamente** o valor da sua carta: uma carta do
#   mesmo valor (fazer par) ou cartas que somam esse valor (a regra do valor exato, **R2**).
# * Você pode pegar **vários conjuntos de uma vez**, cada um valendo o valor da sua carta.
# * Os conjuntos precisam ser separados: uma carta nunca é contada duas vezes (**R3**).
# * No Cassino clássico, uma figura pega só **uma** carta da mesma figura (a regra das figuras, **R5**).
#
# A seguir: **Lição 3, Construir**, em que você junta cartas na mesa para pegá-las mais tarde.
