# %% [markdown]
# # Comece aqui: Cassino
#
# Bem-vindo! O **Cassino** é um jogo de cartas para dois, três ou quatro jogadores. Você joga contra
# um **adversário**, e as cartas que você ganha valem pontos.
#
# No começo, quatro cartas ficam viradas para cima na **mesa**, e você e seu adversário têm quatro
# cartas cada um na **mão**. Vocês jogam um de cada vez. Na sua vez, você joga **uma carta** da sua
# mão e faz uma destas três coisas com ela:
#
# * **capturar**: pegar cartas da mesa que valem o mesmo que a sua carta (um 7 pega um 7, ou 4 + 3: cada um deles é um **conjunto**).
#   As cartas que você pega viram suas **cartas capturadas**;
# * **construir**: colocar sua carta sobre cartas da mesa para fazer uma **construção**, que você pretende
#   pegar mais tarde;
# * **descartar**: só deixar sua carta na mesa.
#
# Quando todas as cartas tiverem sido jogadas, a **rodada** termina e os pontos são contados com as
# cartas capturadas. Os pontos vão se somando de uma rodada para a outra. Quando uma rodada termina
# e alguém tem **21 ou mais**, ganha o jogador com o **maior total**; se dois jogadores empatam no
# maior total, vocês jogam mais uma rodada.
# (Quatro jogadores também podem jogar em duas duplas de parceiros: você vai conhecê-las mais tarde.)
#
# Você vai aprender cada uma dessas palavras numa lição só dela. O **Cassino Real**, uma versão
# jogada na República Dominicana, muda algumas regras: a lição 6 mostra o que muda. Até lá, toda
# lição é de **Cassino clássico**.
#
# Cada regra tem um **nome** e um **número**, para você poder consultá-la: as quinze regras que
# proíbem uma jogada são numeradas de R1 a R15, e as outras partes das regras são seções numeradas
# com §, como §1.2. Quando o kit explica uma jogada ou uma resposta, ele diz o que a regra pede e depois
# dá o número dela entre parênteses, como ([R5](10_rules_reference.ipynb#R5)): clique num número numa lição para ler a regra inteira.
#
# Dois lugares para consultar, a qualquer momento: a <a href="10_rules_reference.ipynb" style="text-decoration:underline">referência das regras</a>, que
# traz todas as regras do jogo (quando uma lição cita uma regra, como a regra das figuras (R5), o
# link leva para lá), e o <a href="10_rules_reference.ipynb#glossary" style="text-decoration:underline">glossário</a> dela, que explica o que
# cada palavra do jogo quer dizer.
#
# Rode cada célula com **Shift + Enter** (ou com o botão ▶), de cima para baixo.

# %%
import casino_learn as cl
cl.set_language("pt")
from casino_learn.lesson import show, typed_as
from casino_learn.widgets.stage import lesson_table
from casino_learn.widgets.exercise import ExerciseWidget

# %% [markdown]
# ## Uma mesa de cartas
#
# Aqui está uma posição: as cartas do meio estão na **mesa**, e as cartas de baixo são a **sua
# mão**. Uma carta sozinha na mesa é uma **carta solta** (a lição 3 mostra grupos de cartas que
# ficam juntas, as construções). Nesta posição de treino só você tem cartas; numa partida de verdade seu
# adversário também tem quatro, viradas para baixo, então você nunca as vê.

# %% [code as in English]

# %% [markdown]
# ## Clicando nas cartas
#
# Esta é uma **mesa ao vivo**. Tente uma captura:
#
# 1. clique no **8♥** da sua mão (a carta escolhida sobe e ganha um ✓);
# 2. clique no **8♦** da mesa: ele também vale 8;
# 3. aperte **Capturar** e depois **Jogar**.
#
# Só dá para escolher as ações que as suas cartas permitem; aperte uma que está cinza e o kit
# explica por quê. **Desfazer** volta uma jogada. **Mostre-me as jogadas permitidas** lista as
# capturas e os descartes que você pode fazer (construir fica para a lição 3). Algumas capturas da lista pegam
# vários conjuntos de uma vez: a lição 2 mostra como.
#
# Sem mouse? Aperte **Tab** para chegar às cartas, as setas para andar entre elas e **Espaço** para
# escolher; depois **C** para Capturar, **T** para Descartar e **P** para Jogar (as teclas estão
# listadas embaixo da mesa).

# %% [code as in English]

# %% [markdown]
# ## Seu nome
#
# O kit guarda o seu progresso: quais exercícios você tentou e resolveu, e as dicas que usou. Assim
# ele pode mostrar o que você deve treinar em seguida. Digite seu nome e aperte **Guardar meu
# progresso**. Você só precisa fazer isso uma vez neste computador: depois, toda lição mostra
# *Você é …* acima dos exercícios, com **Meu progresso** para ver como você está indo, e **Mudar
# nome** se outra pessoa usar este computador. Qualquer nome serve — Zoë, Łukasz ou Мария também.
# No servidor da escola o seu nome é o seu usuário, então não há nada para digitar: o quadro abaixo
# mostra isso.

# %% [code as in English]

# %% [markdown]
# ## Conferindo as respostas
#
# Cada lição tem exercícios. Digite sua resposta (ou clique) e aperte **Conferir**. Uma resposta
# errada recebe um comentário que diz o que deu errado; **Dica** dá uma pista (cada dica conta um
# pouco mais), e **Ver a solução** explica a resposta completa. Erros de digitação não contam
# contra você. Tente este aqui: ele pergunta quanto vale uma carta, o que a lição 1 explica.

# %% [code as in English]

# %% [markdown]
# Quando o kit pedir para você digitar uma carta, escreva do jeito que você fala: `10D`, `10♦`
# e `dez de ouros` querem dizer, todos, o dez de ouros. O kit lê todos como a mesma carta:

# %% [check: card-spellings]
print(typed_as("10D", "10♦", "dez de ouros"))

# %% [markdown]
# ## Onde fica o seu progresso
#
# Depois que você deu seu nome, todo exercício que você responde, em qualquer lição, é somado a um
# pequeno arquivo de progresso com o seu nome. **Meu progresso** (em toda lição) mostra o quanto
# você sabe de cada assunto e diz o que treinar em seguida. O arquivo fica neste computador, junto
# com os seus próprios arquivos (seu professor pode dizer onde).
# Um arquivo estragado nunca é jogado fora: ele é guardado como cópia de segurança e um novo é
# começado.
# Quando você voltar mais tarde a uma lição, as mesas dela ficam vazias até você executar as células de
# novo (**Shift + Enter**): as suas estrelas e o seu progresso ficam guardados.
#
# ## As lições
#
# | Lição | O que você aprende |
# |---|---|
# | 01 Cartas e valores | o baralho, como digitar uma carta, quanto vale cada carta |
# | 02 Capturar | cinco etapas pequenas: pares, somas, vários conjuntos de uma vez, nunca duas vezes, figuras |
# | 03 Construir | treze etapas: fazer uma construção, guardar uma carta para pegá-la, os valores de uma construção, capturar uma construção, uma construção e mais, construções múltiplas, ser dono de uma construção, adicionar, aumentar, aumentar só com a sua carta, construa agora e capture na próxima vez, aumentar e a resposta (as duas contra o adversário), juntar duas construções |
# | 04 Descartar, a rodada e sua primeira partida | quando você pode descartar; como as cartas são distribuídas; uma rodada contra o computador; todas as regras numa página só |
# | 05 Pontos e varridas | o fim de uma rodada, limpar a mesa, os pontos de uma rodada, a partida até 21 |
# | 06 Cassino Real | o que muda na versão Real |
# | 07 Jogue uma partida inteira | uma partida completa contra o computador |
# | 08 Estratégia | seis princípios em forma de desafios, depois as melhores jogadas, depois perguntas respondidas por simulação |
# | 09 Guia do professor | lições, folhas de exercícios, relatórios da turma, o aplicativo da sala de aula |
# | 10 Referência das regras | todas as regras, e o glossário |
