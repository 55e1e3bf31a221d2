# %% [markdown]
# # Lição 3: Construir
#
# *Mais ou menos 30 minutos.* Rode cada célula com **Shift + Enter**, de cima para baixo.
#
# Uma **construção** são cartas que você junta na mesa agora, para poder capturá-las
# **mais tarde**. Você joga uma carta sobre cartas da mesa e **anuncia um valor**:
# "construindo oito!". A partir daí, a construção só pode ser pega inteira, por uma carta desse valor.
#
# Esta lição tem treze etapas curtas, uma ideia em cada. Cada etapa mostra a sua regra em palavras
# simples e um exemplo, e depois dá de 3 a 5 tarefas numa mesa ao vivo: clique nas cartas, aperte
# **Construir** (ou **Capturar**) e depois **Jogar**. Uma jogada que não cumpre a tarefa é explicada
# e desfeita. Cada tarefa vale três estrelas se você acertar de primeira e sem dica. As etapas:
#
# 1. fazer uma construção
# 2. guardar uma carta para capturá-la
# 3. os valores que uma construção pode ter
# 4. capturar uma construção
# 5. uma construção e mais numa só captura
# 6. construções múltiplas
# 7. ser dono de uma construção
# 8. adicionar a uma construção
# 9. aumentar uma construção
# 10. só a sua carta muda o valor
# 11. construa agora, capture na próxima vez
# 12. aumentar, e a resposta
# 13. juntar duas construções

# %%
import casino_learn as cl
cl.set_language("pt")
from casino_learn.lesson import legal_moves, verdicts
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage, stage_table

# %% [markdown]
# ## {stage heading: making-a-build}
#
# Você tem 3♦, 3♠ e 6♣. Na mesa estão A♥ e 2♣ (o
# [exemplo das regras no §6.2](10_rules_reference.ipynb#s6.2)). Jogue o 3♦ sobre o A♥ e o 2♣:
# 1 + 2 + 3 = **6**, e você anuncia **"construindo seis"**. Na próxima vez você pode pegar as três
# cartas com o seu 6♣, a não ser que o seu adversário antes pegue a construção com um 6 ou a aumente.
# (Se ele adicionar a ela, ela passa a ser dele, mas o seu 6♣ ainda a leva, com as cartas que ele
# adicionou. Adicionar vem na etapa 8, e aumentar na etapa 9.)
#
# Experimente: clique no **3♦**, depois no **A♥** e no **2♣**, e aperte **Construir**. Essas cartas
# formam 3 *ou* 6, então a mesa pergunta qual valor você anuncia: escolha **6** (clique nele, ou
# aperte **V**) e depois **Jogar**. Aperte **Desfazer** e experimente **Mostre-me as jogadas
# permitidas**.

# %% [code as in English]

# %% [markdown]
# Por que o 3♦ com o A♥ e o 2♣ também poderia ser anunciado como **3**? O seu 3♦ vale 3 sozinho, e
# A♥ + 2♣ também vale 3: são dois **grupos** de 3, que você capturaria com o seu outro 3, o 3♠. Uma
# construção com vários grupos é uma **construção múltipla** (Etapa 6). Aqui estão todas as
# construções que você pode fazer:

# %% [code as in English]

# %% [markdown]
# Construa o valor que cada tarefa pede.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: keeping-a-capturer}
#
# Aqui está o que a mesa diz sobre três construções da primeira posição (3♦, 3♠ e 6♣ na sua mão;
# A♥ e 2♣ na mesa):

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: build-values}
#
# A mesa recusa uma construção que nenhuma carta poderia capturar:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: capturing-a-build}
#
# Agora capture algumas construções, cada uma inteira.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: capturing-more-at-once}
#
# Uma carta pode levar uma construção e mais: conte as cartas da mesa que cada captura leva.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: multiple-builds}
#
# A mesa desenha cada grupo de uma construção separado do seguinte, para você conferir um por um.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: owning-a-build}
#
# Repare na etiqueta embaixo de cada construção: ela diz "dono: Você" ou "dono: Adversário". O dono
# também não pode descartar: essa regra vem na lição 4.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: adding-to-a-build}
#
# Repare na etiqueta da construção: depois que você adiciona a ela, ela diz "dono: Você" e tem um
# nome novo.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: raising-a-build}
#
# Para **aumentar** uma construção, você joga uma carta sobre ela e o valor dela sobe o valor dessa
# carta: uma construção de 5 aumentada com 2♠ vale 7. Uma construção múltipla nunca pode ser
# aumentada; veja o que a mesa diz quando você tenta:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: raising-with-your-card-only}
#
# E aqui um aumento que a mesa recusa porque uma carta solta mudaria o valor:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: build-then-take}
#
# Até agora cada tarefa era uma jogada só. Daqui em diante o adversário responde entre as suas duas
# jogadas: a jogada dele fica escrita acima da mesa e desenhada antes e depois. Uma jogada que erra é
# desfeita sozinha e a resposta do adversário fica; **Desfazer** começa a tarefa de novo desde o
# início.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: raise-then-answer}

# %% [code as in English]

# %% [markdown]
# ## {stage heading: merging-builds}
#
# Quando duas construções da mesa valem o mesmo, uma só jogada pode juntá-las: jogue uma carta que
# forme esse valor e coloque as duas construções na mesma jogada.

# %% [code as in English]

# %% [markdown]
# ## Teste você mesmo
#
# Escolha **todas** as jogadas permitidas (pode haver mais de uma) e depois aperte **Conferir**.
# Pense em qual carta você ainda teria na mão depois!

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # quem você é, e Meu progresso

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Mais um, com ases. No Cassino clássico, uma construção que vale **1** é sempre uma construção
# múltipla cujos grupos são todos ases sozinhos (a regra *Valores de construção que uma carta pode capturar*,
# [R15](10_rules_reference.ipynb#R15)): por exemplo, um ás jogado sobre um ás solto, enquanto você
# guarda um terceiro ás para levá-los.

# %% [code as in English]

# %% [markdown]
# ## O que você aprendeu
#
# * Uma construção usa a carta que você joga **e** cartas da mesa (a regra da carta da
#   mesa, **R6**), num valor que uma carta possa capturar
#   (**R15**: de 2 a 10, ou 1 para uma construção múltipla de ases sozinhos), e
#   você ainda precisa ter uma carta para levá-la (a regra de guardar uma carta para capturar, **R7**).
# * Uma construção só é pega inteira, por uma carta do seu valor (a regra da construção inteira, **R4**), junto com outros
#   conjuntos e construções desse valor, se você quiser.
# * Uma construção **simples** tem um grupo; uma construção **múltipla** tem vários grupos do mesmo
#   valor.
# * O **dono** é quem a fez, aumentou ou adicionou algo a ela por último (§4); o dono guarda uma carta
#   para capturá-la (a regra do dono que guarda uma carta para capturar, **R8**).
# * **Adicione** a qualquer construção no valor dela; **aumente** só uma construção simples
#   (**R10**), e só com a carta que você joga (**R11**).
#
# A seguir: **Lição 4, Descartar, a rodada e sua primeira partida**, em que você também conhece a
# regra de que o dono não pode descartar.
