# %% [markdown]
# # Lição 5: Contagem e varridas
#
# *Mais ou menos 25 minutos.* Rode cada célula com **Shift + Enter**, de cima para baixo.
#
# Você já capturou muitas cartas. Agora: quanto elas valem? Nesta lição:
#
# 1. como uma **rodada termina**, e quem fica com as cartas **que sobram na mesa** ([§9](10_rules_reference.ipynb#s9)),
# 2. **varridas**: limpar a mesa ([§10](10_rules_reference.ipynb#s10)),
# 3. os **onze pontos** de cada rodada, e o que acontece num **empate** ([§11.1](10_rules_reference.ipynb#s11.1)),
# 4. jogar rodada após rodada até um lado ganhar com **21 ou mais** ([§11.2](10_rules_reference.ipynb#s11.2)).
#
# Um **lado** é um jogador, ou dois parceiros que juntam as cartas capturadas (com quatro
# jogadores). Nesta lição são dois jogadores, então cada lado é um jogador: **Você** e o
# **Adversário**.

# %%
import casino_learn as cl
cl.set_language("pt")
from casino_learn.display import plots, render
from casino_learn.agents import GreedyAgent
from IPython.display import HTML
from casino_learn.lesson import game_end, leftovers_after, rest_of_pack, score_items, show
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## O fim de uma rodada
#
# Uma **rodada** usa o baralho inteiro. Com dois jogadores, cada um recebe 4 cartas, seis vezes;
# quando a última carta é jogada, a rodada termina.
#
# Muitas vezes ainda sobram cartas na mesa. Todas elas vão para o **lado de quem capturou por
# último**. Se ninguém capturou nada na rodada inteira, elas vão para **ninguém**. Pegar as cartas
# assim **nunca é uma varrida** (mais sobre varridas abaixo).
#
# **Exemplo resolvido.** Você tem a última carta da rodada, o 6♣. Na mesa estão 6♥, 4♠ e 2♦, e
# quem capturou por último antes disso foi o Adversário.

# %% [code as in English]

# %% [markdown]
# Aqui está o que acontece depois de cada uma das suas quatro jogadas possíveis. Se você descartar,
# quem capturou por último foi o Adversário, então as cartas que sobram vão para ele. Se você
# capturar, **você** passa a ser quem capturou por último, então também fica com o que sobrar.

# %% [code as in English]

# %% [markdown]
# E se **ninguém** capturou nada na rodada inteira (é raro, mas pode acontecer), as cartas que
# sobram vão para ninguém: elas não contam para nenhum lado.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: sweep}
#
# Uma **varrida** é uma captura que deixa a mesa **completamente vazia**: sem cartas soltas e sem
# construções. O próximo jogador não tem nada para capturar, então só pode descartar.
#
# * Pegar as cartas que sobram no fim de uma rodada **nunca** é uma varrida, mas uma captura que
#   esvazia a mesa com a última carta (a última linha acima) **é**.
# * No Cassino **clássico** as varridas **não valem nada**, a não ser que os jogadores combinem
#   antes da partida contá-las: aí cada varrida vale **1 ponto** (no kit, quem liga isso é o
#   professor).
#
# Experimente: limpe a mesa.

# %% [code as in English]

# %% [markdown]
# Quando as varridas contam no Cassino clássico, cada uma vale 1 ponto, e as varridas dos dois lados
# não se cancelam ([§10](10_rules_reference.ipynb#s10)). O Cassino Real conta as varridas de outro
# jeito: a lição 6 mostra como.

# %% [code as in English]

# %% [markdown]
# ## Os onze pontos
#
# Quando a rodada termina, cada lado conta as suas **cartas capturadas**. Existem **11 pontos** em
# cada rodada:
#
# | Item | Pontos | Quem ganha |
# |---|---|---|
# | **Mais cartas** | 3 | o lado com mais cartas: com dois jogadores, 27 ou mais das 52 (26 para cada é empate: ninguém ganha) |
# | **Mais espadas** | 1 | o lado com mais espadas: com dois jogadores, 7 ou mais das 13 |
# | **Cassino grande**, o 10♦ | 2 | o lado que o capturou |
# | **Cassino pequeno**, o 2♠ | 1 | o lado que o capturou |
# | **Os quatro ases**, A♠ A♣ A♥ A♦ | 1 cada | o lado que capturou cada um |
#
# 3 + 1 + 2 + 1 + 4 = **11**. (As varridas, quando vocês as contam, são somadas a esses pontos.)
#
# **Exemplo resolvido.** No fim de uma rodada, as cartas capturadas do Adversário são estas 23;
# você tem as outras 29.

# %% [code as in English]

# %% [markdown]
# Você tem mais cartas (3 pontos), o Cassino grande (2) e dois ases (2): **7 pontos**. O Adversário
# tem mais espadas (1), o Cassino pequeno (1) e dois ases (2): **4 pontos**. A folha de placar
# confirma:

# %% [code as in English]

# %% [markdown]
# Os mesmos pontos num gráfico:

# %% [code as in English]

# %% [markdown]
# ### Empates
#
# Se os dois lados têm **26 cartas**, ninguém ganha os 3 pontos das cartas, então só 8 pontos são
# distribuídos. (Nas espadas nunca dá empate entre dois lados: são 13, um número ímpar.) Passe três
# noves das suas cartas para as do Adversário, e as cartas ficam empatadas:

# %% [code as in English]

# %% [markdown]
# ## Jogar até 21
#
# Uma rodada não é uma partida. Os pontos de cada rodada são **somados**, e depois de cada rodada
# vocês olham os totais:
#
# * se nenhum lado tem 21 ainda, vocês jogam **outra rodada**;
# * se um lado tem **sozinho o maior total** e ele é **21 ou mais**, esse lado **ganha** (mesmo que
#   os dois lados passem de 21 na mesma rodada: ganha o maior total);
# * se os maiores totais estão **empatados**, por exemplo 23 a 23, vocês jogam **outra rodada** e
#   olham de novo depois dela.
#
# Então chegar a 21 primeiro não basta: o que conta é o maior total no fim de uma rodada. Aqui está
# a nossa rodada (você 7 pontos, o Adversário 4) de novo, começando de três placares diferentes:

# %% [code as in English]

# %% [markdown]
# Uma partida inteira entre dois jogadores do computador, rodada por rodada: nenhum deles é você, então o gráfico
# os chama de Jogador 1 e Jogador 2. A linha tracejada é o 21.

# %% [code as in English]

# %% [markdown]
# ## Teste você mesmo
#
# Responda do jeito que cada quadro pede; as dicas lembram quanto vale cada ponto.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # quem você é, e Meu progresso

# %% [code as in English]

# %% [markdown]
# Para contar uma rodada, preencha a **folha de placar**: digite nas caixas o número de espadas (e os pontos) de
# cada lado e, no mais difícil, clique em de quem é cada ponto. Digitar a resposta na caixa também vale.

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Duas perguntas sobre o fim de uma rodada: quem fica com as cartas que sobram, e o que acontece
# com elas quando ninguém capturou nada.

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# O último quadro conta uma rodada inteira e pergunta como fica a partida depois dela: um vencedor,
# ou outra rodada.

# %% [code as in English]

# %% [markdown]
# ## O que você aprendeu
#
# * No fim de uma rodada, as cartas que sobram na mesa vão para o **lado de quem capturou por
#   último**, ou para ninguém, se ninguém capturou; isso nunca é uma varrida.
# * Uma **varrida** esvazia a mesa com uma captura. No Cassino clássico ela só vale pontos se vocês
#   combinarem contar as varridas: então cada varrida vale 1 ponto, e as varridas nunca se cancelam
#   (no Cassino Real, sim: lição 6).
# * Cada rodada tem **11 pontos**: mais cartas 3, mais espadas 1, Cassino grande (10♦) 2, Cassino
#   pequeno (2♠) 1, e 1 para cada um dos quatro ases. Um empate em mais cartas não vale nada.
# * A partida vai até **21**: depois de uma rodada, ganha o maior total, sozinho, de 21 ou mais; um
#   empate no topo quer dizer outra rodada.
#
# A seguir: **Lição 6, Cassino Real**.
