# %% [markdown]
# # Lição 7: Jogue uma partida inteira
#
# Hora de jogar uma partida inteira de Cassino clássico! Na mesa você se chama **Você**; o computador
# joga nos outros lugares. A mesa começa uma partida de Cassino clássico para dois jogadores; você
# pode escolher o nível do computador e depois apertar **Nova partida**. (A mesma mesa também joga
# Cassino Real, depois que você fizer a lição 6.)
#
# * Na sua vez: clique numa carta da sua mão, nas cartas da mesa que ela usa, depois em
#   **Capturar**, **Construir** ou **Descartar**, e em **Jogar**. Se estiver em dúvida, aperte
#   **Treinador**: ele sugere uma jogada e diz por quê (ele só olha as suas cartas, como um amigo
#   espiando por cima do seu ombro).
# * Na vez do computador: aperte **Jogada do computador ▶** para ver cada jogada, uma de cada vez,
#   ou **Seguir até a minha vez ▶▶**.
# * No fim de uma rodada você recebe a **folha de placar** (quem ganhou cada ponto e por quê), um
#   gráfico dos pontos e a partida até ali. **Próxima rodada** dá as cartas de novo. Uma partida do clássico é
#   ganha como na lição 5: depois de uma rodada, ganha o lado com o maior total, sozinho, de 21 ou
#   mais; um empate no topo quer dizer outra rodada. (Uma partida do Real termina com a contagem item por item da lição 6.)
# * **Mostrar todas as mãos** é uma chave para ensinar: ela vira todas as cartas para cima. Depois
#   de uma rodada, o controle deslizante **Jogada** da repetição percorre a rodada inteira, jogada
#   por jogada, com todas as mãos à vista.
# * **Semente** é o número que embaralha as cartas: a mesma semente distribui as mesmas cartas de novo (a lição 8 conta mais).
# * Sua partida é **salva depois de cada jogada**. Se o notebook reiniciar (ou se você fechá-lo e
#   voltar outro dia), rode a célula de novo: ela oferece **Continuar a sua partida**, com as mesmas
#   cartas e o placar onde você parou, ou **Começar uma partida nova**.
#
# Os jogadores do computador, do mais fraco para o mais forte:

# %% [check: levels]
import casino_learn as cl
cl.set_language("pt")
from casino_learn.lesson import computer_players

print(computer_players())

# %% [code as in English]

# %% [markdown]
# ## Parceiros: quatro jogadores
#
# Com quatro jogadores, os jogadores sentados um de frente para o outro são **parceiros**, um lado
# só: **Você** e o **Parceiro** contra o **Adversário 1** e o **Adversário 2**. Os parceiros juntam
# as cartas capturadas, mas cada jogador é dono das próprias construções. Mude *Jogadores* acima para
# *4 (em duplas)* e aperte **Nova partida** para experimentar; a lição 6 fala mais sobre parceiros (e
# sobre a regra dos parceiros do Cassino Real).
#
# ## Teste você mesmo
#
# Depois de uma partida, três perguntas sobre o que você viu nela: uma jogada não permitida, uma
# varrida e a contagem de uma rodada. (Encontrar a *melhor* jogada fica para a
# lição 8, depois dos princípios dela.)

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # quem você é, e Meu progresso

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Para os curiosos: os botões em código
#
# *Opcional.* Cada botão da mesa também tem um método em Python. Esta célula deixa o computador
# jogar até chegar a sua vez e depois pergunta ao treinador, igual a apertar os botões:

# %% [code as in English]