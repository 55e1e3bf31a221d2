# %% [markdown]
# # Lição 8: Estratégia
#
# Você já conhece todas as regras. Agora: como jogar **bem**? Esta lição primeiro apresenta seis
# princípios em palavras simples, cada um com desafios numa mesa ao vivo. Depois você encontra a
# melhor jogada em posições inteiras e, por último, no **laboratório**, o computador joga milhares
# de rodadas para a gente contar o que funciona.
#
# Um desafio está resolvido quando você faz uma das melhores jogadas; uma jogada mais fraca é
# desfeita, com uma frase que diz por que ela é mais fraca. A resposta de cada desafio foi conferida pelo jogador
# mais forte do kit, o *Especialista*, que imagina as cartas escondidas muitas vezes e joga cada
# possibilidade até o fim.

# %%
import casino_learn as cl
cl.set_language("pt")
from casino_learn.widgets.learner import learner_line
from casino_learn.widgets.stage import stage

learner_line()  # quem você é, e Meu progresso

# %% [markdown]
# ## {stage heading: points-first}
#
# Dos 11 pontos de uma rodada (sem contar as varridas), 7 estão em cartas específicas: Cassino grande (10♦) 2, Cassino pequeno
# (2♠) 1 e os quatro ases, 1 cada. Os outros 4 (mais cartas, mais espadas) se juntam ao longo da
# rodada inteira. Então uma captura que pega uma carta que vale ponto costuma valer mais do que uma
# que pega uma carta a mais, e descartar uma carta que vale ponto é um presente para o adversário.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: guard-your-build}
#
# A sua construção fica na mesa, onde o adversário pode vê-la. Se ele tiver uma carta do valor
# dela, ele a captura, com pontos e tudo. Deixe uma construção na mesa só quando ela estiver segura
# e for juntar mais cartas; se não, leve-a para casa agora.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: count-what-has-gone}
#
# Cada carta aparece uma vez só no baralho. Se os outros três 9 já estão nas cartas capturadas, o 9
# da sua mão é a única carta que pode pegar uma construção de 9. Faça dela uma construção múltipla,
# que ninguém pode aumentar, e ela não tem como ser perdida. Bons jogadores contam os ases, os 10,
# os 2 e os valores das suas construções.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: sweep-risk}
#
# Uma **varrida** (uma captura que esvazia a mesa, [§10](10_rules_reference.ipynb#s10)) vale um
# ponto no Cassino Real (depois que as varridas dos dois lados se cancelam, e, fora da prorrogação, não para um lado com 18 ou
# mais), e no Cassino clássico quando os jogadores combinam contar as varridas.
# Depois de jogar, olhe a mesa que você deixa: uma carta só consegue pegar tudo?

# %% [code as in English]

# %% [markdown]
# ## {stage heading: when-to-build}
#
# Uma construção custa uma carta agora e dá retorno na próxima vez. Vale a pena quando você tem a
# carta que a captura (e você precisa ter, pela regra de guardar uma carta para capturar,
# [R7](10_rules_reference.ipynb#R7)) e a construção junta pontos ou várias cartas. Ter duas cartas
# do valor da construção a deixa mais segura.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: two-moves-ahead}
#
# Aqui o computador responde à sua jogada na mesa. Conte o que você leva agora **e** o que pode
# levar no seu próximo turno, depois da resposta dele: a tarefa aceita toda jogada que lhe dá mais
# cartas da mesa nos seus dois turnos, e depois pede que você as recolha.

# %% [code as in English]

# %% [markdown]
# ## Teste você mesmo: a melhor jogada
#
# Agora, posições inteiras, com os seis princípios ao mesmo tempo. Escolha a mais forte das jogadas
# da lista. Uma escolha quase tão boa quanto a melhor também conta como certa, e a resposta diz qual é a melhor; numa escolha errada, o kit diz o que a
# jogada ganha e o que ela deixa, e **Ver a solução** explica por que a melhor é melhor.
#
# Aqui as cartas que uma jogada ganha são todas as cartas que ela captura para você, **com a carta que você joga**
# (assim as conta o ponto de "mais cartas"); as etapas acima contavam as cartas da mesa que você leva.

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## O laboratório: contando o que funciona
#
# Algumas perguntas são difíceis de responder só pensando: *Com que frequência alguém varre a mesa?
# Quanto vale um ás para você? Jogadores espertos fazem mesmo mais pontos, ou é tudo sorte?* Um
# computador consegue jogar milhares de rodadas em poucos segundos, então a gente pode **contar**.
#
# Cada experimento abaixo usa uma *semente* (seed) fixa (o número que decide como os baralhos são
# embaralhados), então todo mundo obtém os mesmos números.
# Mude a semente ou o número de rodadas e rode as células de novo para ver quanto as respostas
# variam.

# %% [code as in English]

# %% [markdown]
# ### 1. Com que frequência há varridas no Cassino Real?
#
# No Cassino Real cada varrida vale um ponto, mas as varridas dos dois jogadores se cancelam, uma
# por uma ([§10](10_rules_reference.ipynb#s10)). Vamos deixar dois jogadores *Gulosos* do computador
# jogarem 300 rodadas e contar as varridas de cada rodada.

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Varridas são comuns: a maioria das rodadas tem várias. No Cassino Real as varridas dos dois lados
# se cancelam, uma por uma, então só a diferença vale pontos.
#
# ### 2. Quanto vale um ás?
#
# No Cassino Real o ás é uma carta forte: jogado sozinho, ele vale 1 ou **14**, o que você precisar
# ([§1.3](10_rules_reference.ipynb#s1.3)), e cada ás também vale um ponto no fim. Os jogadores que começam uma rodada com ases na primeira mão fazem mais pontos?

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Compare as barras: uma primeira mão com um ás faz mais pontos do que uma sem ás? Cada ás já é um
# ponto e pode capturar como 14, mas as barras variam bastante com só 300 rodadas (poucas mãos têm
# dois ases): rode o experimento com mais rodadas e veja se o padrão se mantém.
#
# ### 3. Jogadores melhores fazem mesmo mais pontos?
#
# Para comparar dois jogadores do computador de um jeito justo, usamos **rodadas duplicadas**: cada
# baralho embaralhado é distribuído duas vezes, e os jogadores trocam de lugar na segunda vez, então
# os dois recebem as mesmas cartas. A maior parte da sorte das cartas se cancela. As barras mostram
# quantos pontos a mais por rodada o jogador mais forte faz. A linha fina de cada barra, e a frase
# embaixo da próxima célula, dão um **intervalo de 95%**: a faixa em que a resposta verdadeira muito
# provavelmente está (estaria, 95 vezes em cada 100).

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# O jogo guloso ganha de longe do jogo ao acaso, e o jogo cuidadoso — que também pensa no que deixa
# para o próximo jogador — ganha do jogo guloso. O *Especialista* calcula ainda mais à frente: ele é
# lento demais para este experimento rápido, mas você pode jogar contra ele na lição 7.
#
# ## O que você aprendeu
#
# * Pegue os pontos (10♦, 2♠, ases) e nunca os descarte quando outra carta servir.
# * Proteja a sua construção: leve-a para casa, a não ser que ela esteja segura e vá juntar mais.
# * Conte o que já saiu: quando todas as outras cartas de um valor já saíram, a sua construção múltipla desse valor está segura.
# * Cuidado com o risco de varrida: não deixe uma mesa que uma carta só consiga limpar.
# * Construa quando você tem a carta que captura e a construção junta pontos ou várias cartas.
# * Pense duas jogadas à frente: conte o que você pega agora e o que poderá pegar na sua próxima vez, depois da resposta.
