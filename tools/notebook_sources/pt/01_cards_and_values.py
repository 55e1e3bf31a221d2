# %% [markdown]
# # Lição 1: As cartas e seus valores
#
# *Mais ou menos 15 minutos.* Rode cada célula com **Shift + Enter**, de cima para baixo.
#
# No Cassino você ganha cartas juntando **números** iguais. Então, antes de tudo, você precisa saber
# quanto vale cada carta. A lição inteira é isso:
#
# 1. o baralho,
# 2. como digitar uma carta quando o kit pedir,
# 3. quanto vale cada carta no **Cassino clássico**,
# 4. as figuras (valete, dama e rei), que não têm número.
#
# Tudo nesta lição é **Cassino clássico**. (O Cassino Real dá números às figuras: a lição 6
# mostra como.)

# %%
import casino_learn as cl
cl.set_language("pt")
from casino_learn.lesson import card_values, show_move, show_pack, type_a_card, values_in_words, verdict
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## O baralho
#
# O Cassino usa um baralho comum de **52 cartas**, sem curingas: quatro naipes (♠ espadas, ♥ copas,
# ♦ ouros, ♣ paus) e treze cartas em cada naipe: ás, 2 a 10, valete, dama e rei
# (<a href="10_rules_reference.ipynb#s1.1" style="text-decoration:underline">§1.1</a>). Aqui está o baralho inteiro, um naipe em cada linha:

# %% [code as in English]

# %% [markdown]
# ## Digitando uma carta
#
# As imagens mostram as cartas. Quando um exercício pedir para você **digitar** uma carta, escreva o
# **número ou a letra** dela e depois a **letra do naipe** (S, H, D ou C). As letras vêm do inglês:
# S de *spades* (espadas), H de *hearts* (copas), D de *diamonds* (ouros), C de *clubs* (paus), e
# também A de ás, J de *jack* (valete), Q de *queen* (dama) e K de *king* (rei). Então `10D` é o dez
# de ouros, `AS` o ás de espadas, `KH` o rei de copas. Você também pode digitar `10♦` ou
# `dez de ouros`. Experimente: digite outra carta na caixa (até uma que não existe,
# como `banana`) e aperte **Mostrar a carta**.

# %% [code as in English]

# %% [markdown]
# ## Os valores no Cassino clássico
#
# No **Cassino clássico** (<a href="10_rules_reference.ipynb#s1.2" style="text-decoration:underline">§1.2</a>):
#
# * o **ás** vale **1**,
# * as cartas de **2 a 10** valem o seu número,
# * o **valete, a dama e o rei** são as *figuras* e **não têm número nenhum**.
#
# Aqui estão elas numa tabela:

# %% [code as in English]

# %% [markdown]
# E a mesma coisa em frases, do jeito que o kit confere:

# %% [code as in English]

# %% [markdown]
# ## As figuras: a regra das figuras (R5)
#
# Uma figura não tem número, então nunca pode ser somada com outras cartas. Ela só pode pegar
# **uma** carta da mesma figura: uma dama pega uma dama, um rei pega um rei. Esta é a regra das
# figuras, <a href="10_rules_reference.ipynb#R5" style="text-decoration:underline">R5</a>.
#
# **Exemplo resolvido.** Você tem o K♥. Na mesa estão o K♦, o 6♣ e o 4♦. Seis mais quatro dá dez,
# mas um rei não vale 10: no Cassino clássico ele não tem número. Então o rei só pode pegar o outro
# rei. A imagem mostra a jogada antes e depois; a carta com um círculo em volta é a que foi pega.

# %%
king = cl.position("classic", hand="KH 5S", table="KD 6C 4D")
show_move(king, "KH capture KD", caption="Uma carta pega: o K♦. O 6♣ e o 4♦ ficam na mesa.")

# %% [markdown]
# E se você tentar pegar o 6 e o 4 com o rei, o kit não deixa e diz qual é a regra:

# %% [code as in English]

# %% [markdown]
# ## {stage heading: card-values}
#
# Cada tarefa abaixo é uma mesa ao vivo com um objetivo. Clique numa carta da sua mão, depois na
# carta da mesa que ela deve pegar, aperte **Capturar** e depois **Jogar**. Uma jogada certa ganha
# até três estrelas (três se for de primeira e sem dica). Cada vez que você aperta **Jogar** conta como uma tentativa; uma explicação que aparece antes disso não custa nada. Uma jogada que não cumpre o objetivo é
# explicada e desfeita, para você tentar de novo. **Próxima tarefa** segue em frente.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: face-card-values}
#
# E as figuras: um valete, uma dama ou um rei só leva uma carta do mesmo valor.

# %% [code as in English]

# %% [markdown]
# ## Teste você mesmo
#
# Três exercícios curtos. Clique na sua resposta (ou digite-a) e aperte **Conferir**. Travou? **Dica** dá uma pista
# (cada dica conta um pouco mais), e **Ver a solução** dá a resposta com o motivo. **Novo
# exercício** traz outro do mesmo tipo.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # quem você é, e Meu progresso

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## O que você aprendeu
#
# * Um baralho tem 52 cartas: quatro naipes de treze cartas. Você pode digitar uma carta como
#   `10D`, `AS`, `KH`.
# * **Cassino clássico:** o ás vale 1, as cartas de 2 a 10 valem o seu número, e o valete, a dama e
#   o rei **não têm número**.
# * Uma figura pega só **uma** carta da mesma figura: a regra das figuras (**R5**).
#
# A seguir: **Lição 2, Capturar**, em que uma carta pega várias cartas de uma vez.
