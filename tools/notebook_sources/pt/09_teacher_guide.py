# %% [markdown]
# # Guia do professor
#
# Este notebook é para quem conduz a turma. Ele traz um plano de aula para cada notebook, dicas
# para projetar o jogo, folhas de exercícios com gabarito, como recolher o progresso dos alunos e
# como rodar o kit como um app web da sala de aula, em que os alunos veem as partidas e os
# exercícios, mas nenhum código.
#
# Para abrir o curso em português, rode `make lab LANG=pt` na pasta do kit: o JupyterLab abre
# direto na lição 00 em português.
#
# ## Um plano de 45 minutos para cada lição
#
# | Notebook | 10 min: mostrar | 20 min: praticar | 15 min: conferir |
# |---|---|---|---|
# | 00 Comece aqui | a mesa, como clicar nas cartas, como as respostas são conferidas | cada aluno digita o seu nome e clica numa captura | o exercício dos valores das cartas |
# | 01 As cartas e seus valores | o baralho e os valores do Cassino clássico; as figuras (R5) | a etapa dos valores das cartas na mesa ao vivo | três exercícios de valores das cartas; folha de exercícios do tema `card_values`, nível 1 |
# | 02 Capturar | as cinco etapas, uma de cada vez: fazer pares, somar, vários conjuntos, nunca duas vezes, as figuras | os alunos ganham as estrelas das tarefas de cada etapa | `find_captures`, o nível 1 como um quiz com a turma toda no projetor; folha de exercícios do tema `capturing`, nível 1 |
# | 03 Construir | treze etapas: fazer uma construção, guardar uma carta para capturá-la (R7), os valores de uma construção (R15, R5), capturar uma construção inteira (R4), uma construção e mais numa só captura, construções múltiplas (e a construção de 1 com ases), ser dono (R8), adicionar, aumentar (R10), aumentar só com a sua carta (R11), depois duas jogadas contra uma resposta (construir agora e levar na vez seguinte; um aumento e a resposta) e juntar duas construções | as tarefas das etapas, depois construir e aumentar à vontade | `which_builds` (também a construção de 1 com ases), `raise_or_add`; folha de exercícios do tema `building` |
# | 04 Descartar, a rodada, primeira partida | o descarte e a regra do dono (R9); a rodada passo a passo (§3) | uma rodada contra o computador iniciante, com o **Treinador** | `the_deal`, `may_trail`, `spot_illegal`; a tabela com todas as regras numa página só |
# | 05 Contagem e varridas | o fim de uma rodada e as cartas que sobram; as varridas; contar os pontos de uma rodada terminada no quadro | os alunos contam os pontos das rodadas mostradas | `score_deal`, `sweeps_and_leftovers`, `the_deal` (cartas que sobram); folha de exercícios do tema `scoring` |
# | 06 Cassino Real | o que muda: os valores, o ás, R12-R14, a regra de 18/19/20 com as linhas do tempo resolvidas | as sete etapas; contar item por item as rodadas de exemplo, em duplas | `royal_count_out` (em nível crescente), construções do Cassino Real, a contagem dos parceiros; folha de exercícios do tema `royal` |
# | 07 Jogue uma partida inteira | uma partida até 21 contra o computador no projetor, com *Mostrar todas as mãos* ligado | os alunos jogam partidas (contra o iniciante, depois contra o guloso) | `spot_illegal`, `score_deal`; comparar os resultados |
# | 08 Estratégia | os seis princípios em palavras, uma etapa de quebra-cabeças para cada um | os alunos resolvem os quebra-cabeças, depois as perguntas de melhor jogada | conversar sobre o laboratório: sorte ou habilidade? |
#
# ## Projetando a mesa de jogo
#
# * Use a chave **Cartas de quatro cores** (♠ preto, ♥ vermelho, ♦ azul, ♣ verde) no projetor: ela
#   também ajuda os alunos daltônicos.
# * **Mostrar todas as mãos** vira todas as cartas para cima, para a turma poder discutir o que o
#   computador fez. Depois de uma rodada, o controle deslizante da **repetição** percorre cada
#   jogada com todas as mãos à vista.
# * O zoom do navegador (Ctrl e +) deixa as cartas maiores; as cartas são desenhadas como gráficos
#   vetoriais e continuam nítidas.
#
# ## Folhas de exercícios e gabaritos
#
# Uma folha de exercícios é uma página web para imprimir, com as cartas desenhadas e espaço para as
# respostas; o gabarito é um arquivo separado, com as explicações. A **mesma semente (seed) sempre
# gera a mesma folha**, então você pode entregar uma folha e guardar o gabarito dela. Num terminal:
#
# ```
# casino-learn worksheet --topic building --count 10 --seed 42 --variant royal --out worksheets --lang pt
# ```
#
# Temas: `capturing` (capturar), `building` (construir), `trailing` (descartar), `scoring`
# (contagem), `strategy` (estratégia), `royal` (Cassino Real), `mixed` (misturado). O mesmo, em
# Python:

# %% [check: worksheet]
import casino_learn as cl
cl.set_language("pt")
import tempfile
from pathlib import Path

from casino_learn.exercises.worksheet import write_worksheet

folder = Path(tempfile.mkdtemp())
sheet, key = write_worksheet("building", count=4, seed=42, variant="royal", out_dir=folder)
print(sheet.name, "e", key.name)

# %% [markdown]
# Abra os dois arquivos num navegador e imprima (Arquivo → Imprimir). Aqui está o começo da folha:

# %% [code as in English]

# %% [markdown]
# ## Recolhendo o progresso e o relatório da turma
#
# Na lição 00, cada aluno digita o seu nome uma vez (**Guardar meu progresso**); a partir daí, todo
# exercício que ele responde, em qualquer lição, fica registrado, e cada lição mostra *Você é …*
# com **Meu progresso** e **Mudar nome** (para um computador compartilhado) acima dos exercícios.
# Nomes em qualquer alfabeto funcionam. O progresso de cada aluno é um arquivo pequeno,
# `progress-<name>-<code>.json` (o código separa dois alunos com nomes parecidos, por exemplo
# *Ana* e *ana*), na pasta `.casino_learn` dele, ou na pasta indicada por `CASINO_LEARN_HOME`
# (numa sala de computadores, aponte essa variável para uma pasta compartilhada).
# Arquivos de versões mais antigas do kit (`progress-<name>.json`) continuam sendo lidos. Recolha
# os arquivos e rode:
#
# ```
# casino-learn class-report progress-*.json --out report --lang pt
# ```
#
# Ele grava `class-summary.csv` (abra numa planilha; uma linha por aluno e por tipo de exercício) e
# um gráfico por tema. Na planilha, os nomes das colunas e os valores continuam em inglês. A coluna
# `status` diz **needs help** (precisa de ajuda) para um aluno que tentou e está com dificuldade
# (domínio abaixo de 40%, ou uma dica ou mais por exercício) e **not started** (não começou) para
# quem ainda não tentou: nos gráficos, *precisa de ajuda* é uma barra vermelha hachurada, com as
# tentativas, os exercícios resolvidos e as dicas escritos ao lado, e *não começou* não tem barra,
# só essas palavras em cinza. Um arquivo que não pode ser lido não interrompe o relatório: ele
# ganha uma linha própria (status `unreadable file`, com o motivo na coluna `problem`), aparece
# listado na tela, e o comando termina com **código de saída 1**, para que um arquivo perdido nunca
# passe despercebido. Aqui está uma turma pequena de alunos inventados: Ana, Ben e Chen responderam
# a três perguntas sobre descarte (Ana acertou as três, Ben nenhuma, Chen duas), Dee ainda não
# começou, e o arquivo do Dan está danificado:

# %%
from casino_learn.exercises.classreport import class_report, example_class

class_folder = Path(tempfile.mkdtemp())
example_class(class_folder, [("Ana", 3), ("Ben", 0), ("Chen", 2), ("Dee", -1)])  # alunos inventados; Dee ainda não começou
(class_folder / "progress-Dan.json").write_text("{ isto não é um arquivo de progresso")
report = class_report(sorted(class_folder.glob("progress-*.json")), class_folder / "report")
print(report)

# %% [check: class-report]
import csv

with open(report.csv_path, newline="", encoding="utf-8") as handle:
    rows = list(csv.DictReader(handle))
print(len(rows), "linhas; colunas:", ", ".join(rows[0]))
for row in rows:
    if row["kind"] == "may_trail" or row["status"] == "unreadable file":
        print(f"{row['learner'] or '(arquivo)':6} {row['kind'] or '-':10} tentativas {row['attempts'] or '-':>2}  {row['status']:15} {row['problem'][:40]}")

# %% [markdown]
# O gráfico do descarte: Ben precisa de ajuda (barra vermelha, hachurada), Dee não começou
# (palavras em cinza, sem barra).

# %% [code as in English]

# %% [markdown]
# ## Uma prática que se adapta
#
# Na página de prática, o aluno pode apertar **Praticar meus pontos fracos**: aí o kit escolhe cada
# exercício a partir do registro do próprio aluno. O tema mais fraco vem primeiro; três acertos de
# primeira seguidos (sem dicas) sobem aquele tipo de exercício um nível, dois erros seguidos (não
# resolvido, ou resolvido só com dicas ou com a solução) descem um nível; e a cada cinco exercícios
# um revisa algo que o aluno já domina, para que ele não esqueça. O nível alcançado fica guardado no
# arquivo de progresso. A mesma escolha está disponível em Python:

# %% [check: adaptive]
import random

from casino_learn.exercises import Progress
from casino_learn.exercises.adaptive import next_exercise

ben = Progress.load("Ben", home=class_folder)
pick = next_exercise(ben, random.Random(1))
print(pick.kind, "no nível", pick.level)
print(pick.why(ben))

# %% [markdown]
# ## O app web da sala de aula
#
# Para colocar o jogo e os exercícios diante da turma sem que ninguém mexa em código, rode no
# computador do professor:
#
# ```
# casino-learn app --ip 0.0.0.0 --port 8866
# ```
#
# Ele serve duas páginas com o Voilà: **Jogar uma partida** (a mesa de jogo) e **Praticar**
# (exercícios com o arquivo de progresso do próprio aluno, e **Praticar meus pontos fracos**). Os
# alunos abrem `http://<teacher's computer>:8866` (o endereço do computador do professor) num
# navegador da mesma rede; eles veem só os controles e não podem rodar código. Use
# `--ip 127.0.0.1` (o padrão) para experimentar primeiro no seu próprio computador. O computador
# do professor precisa aceitar conexões de entrada nessa porta; aperte Ctrl+C para parar o app.
#
# ### Uma turma com códigos pessoais
#
# ```
# pip install -e '.[app]'
# casino-learn class new "7A" --students names.txt --variant classic --opponent beginner --level 1
# casino-learn class start "7A" --ip 0.0.0.0 --port 8866
# ```
#
# 1. `names.txt` tem o nome de um aluno por linha (em qualquer alfabeto; dois alunos não podem ter
#    o mesmo nome). `class new` mostra a pasta da turma, a **Chave do professor** e o caminho da
#    **Folha de códigos de acesso** (imprima e recorte os cartões: um por aluno, com o código de
#    acesso dele). Os códigos só são guardados como hashes: imprima a folha na hora. Um aluno perdeu
#    o cartão: `casino-learn class codes "7A" --new "Ana"`; uma nova chave do professor:
#    `casino-learn class codes "7A" --teacher`.
# 2. `class start` serve a turma (`app --class "7A"` faz o mesmo). Os alunos abrem
#    `http://<teacher's computer>:8866`, digitam o código e recebem a **sua própria** partida (as suas
#    próprias rodadas; o jogo, o adversário e o nível da turma) e o **seu próprio** progresso. A
#    partida é salva depois de cada jogada e volta como estava: em outra aba, depois de Ctrl+C e um
#    novo início, e até depois de uma pane. **Sair** encerra a sessão (faça isso em computadores
#    compartilhados). Códigos errados são recusados e, depois de alguns, o computador precisa
#    esperar um minuto.
# 3. Você abre a **Visão do professor**, em `http://<teacher's computer>:8866/teacher` (ou pelo link
#    *Abra a visão do professor* da página inicial), e digita a chave do professor: o domínio,
#    as tentativas e as estrelas de cada aluno por tema, quem **precisa de ajuda** (tentou e está
#    com dificuldade) separado de quem **não começou**; a página se atualiza sozinha a cada 10
#    segundos. Baixe tudo como CSV, ou mude ali o jogo, o adversário e o nível dos exercícios da
#    turma (`casino-learn class settings` faz o mesmo num terminal).
#
# O jogo, o adversário, o nível, o nome do aluno e a caixa escondida "Mostrar todas as mãos (para
# ensinar)" são decididos no seu computador: um aluno que mexa na página não consegue mudá-los nem
# ver as cartas do computador.
#
# **Do que o computador precisa.** A turma inteira roda num só programa: cada aluno custa cerca de
# 1 MB de memória, não um Python inteiro. Medido num computador de 2 núcleos, com 60 alunos
# chegando um depois do outro em navegadores novos (`python benchmarks/bench_class60.py --students 60`):
# os 60 receberam a sua mesa; uma primeira visita baixa 12 kB (todos os arquivos vêm do seu
# computador, nada da internet); cada aluno viu a sua mão cerca de 1 s depois de abrir a página
# inicial (menos de 2 s o mais lento); o servidor ocupa 85 MB sem ninguém e 147 MB com os 60 na página; ele
# inicia em 1–2 s e para com Ctrl+C em 1–3 s. **Um notebook
# com 2 núcleos e 4 GB de memória dá conta de uma turma de 30 (cerca de 150 MB para o servidor) ou
# de 60 (cerca de 200 MB).** Cada aluno que chega custa ao servidor cerca de 0,13 s de processador:
# quando a turma toda chega no mesmo minuto, os últimos esperam alguns segundos pela mesa. A partida
# de uma aba fechada é liberada depois de um minuto; um minuto depois de fechada a última aba, o
# servidor reinicia sozinho (o mesmo endereço, ninguém precisa entrar de novo, todas as partidas ficam
# guardadas) e volta à memória que ocupa sem ninguém (79 MB dois minutos depois de os 60 saírem).
#
# **Quando algo dá errado.**
# * *Um aluno vê "Entre de novo, por favor"*: a página foi aberta em outro navegador ou depois de
#   **Sair**: entre de novo com o código.
# * *"Códigos errados demais"*: espere um minuto; confira o cartão (os códigos
#   não ligam para letras maiúsculas/minúsculas nem para espaços).
# * *As páginas estão lentas*: outros programas estão usando os núcleos; feche-os. Os navegadores
#   dos alunos desenham as páginas nos computadores deles; o seu só roda as partidas.
# * *Os alunos não conseguem se conectar*: o servidor precisa rodar com `--ip 0.0.0.0`, e o firewall do
#   computador precisa liberar a porta.
# * *O arquivo de progresso de um aluno está danificado*: ele é posto de lado com a data e a hora no
#   nome, nunca apagado; a visão do professor o mostra como um *arquivo ilegível*.
#
# **Impressão.** `casino-learn worksheet ... --paper a4 --lang pt` (ou `letter`) imprime cerca de
# três páginas para dez perguntas, sem tinta de fundo; `casino-learn handout --variant classic`
# grava um resumo das regras numa página só, para a mesa de cada aluno.
#
# ## No servidor da escola
#
# Se a sua escola roda o kit no seu próprio servidor (JupyterHub, configurado pela equipe de TI com
# `casino-learn hub`), não há nada para instalar na sala de aula:
#
# * **Entrar.** Você e os seus alunos entram em `https://<school server>/hub/login` (o endereço do
#   servidor da escola) com o nome de usuário e a primeira senha que o administrador do hub da escola
#   deu a vocês num cartão impresso (troque a senha logo em
#   `https://<school server>/hub/change-password`). Se a sua escola deixa os professores criarem a
#   própria conta, cadastre-se em `https://<school server>/hub/signup` e espere o administrador do
#   hub aprovar você.
# * **A sua visão do professor.** Abra `https://<school server>/services/casino-teacher/` (ela
#   também está em **Services**, no menu do hub). Ela mostra só as suas turmas: a mesma página ao
#   vivo da **Visão do professor** do app da sala de aula (quem precisa de ajuda, quem não começou, o
#   domínio por tema, as estrelas do curso), atualizada a cada 10 segundos, com o download em CSV.
#   Não precisa de chave do professor: basta ter entrado com o seu usuário. Os links **Início do
#   hub** e **Sair** ficam no alto da página. O botão **Start My Server** do hub dá a você um servidor
#   de aluno só seu, para experimentar o que os seus alunos veem; a sua visão do professor continua
#   no endereço acima.
# * **O que os alunos veem.** Cada aluno ganha o seu próprio servidor, com o seu próprio progresso.
#   Uma turma configurada como *app* abre as páginas de jogar e de praticar (o nome do aluno é o
#   nome de usuário dele); uma turma configurada como *course* abre estes notebooks no JupyterLab,
#   cada aluno com a sua própria cópia. No servidor da escola, o nome de cada aluno é o nome de
#   usuário dele, em todas as lições e na página de praticar: ninguém digita um nome, e o progresso
#   de um aluno aparece na sua visão do professor desde o primeiro exercício. Os alunos não podem
#   abrir a sua visão do professor nem o trabalho uns dos outros.
# * **Turmas e contas** ficam no arquivo da escola (school file); peça ao administrador do hub para
#   criar uma turma ou um aluno, ou para redefinir uma senha esquecida.
#
# ## Experimente os exercícios você mesmo

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]