# %% [markdown]
# # Lección 7: Juega una partida completa
#
# ¡Es hora de jugar una partida entera de Casino clásico! En la mesa te llamas **Tú**; la computadora juega en los otros puestos.
# La mesa empieza una partida de Casino clásico para dos jugadores; puedes elegir qué tan fuerte juega la computadora y luego pulsar
# **Nueva partida**. (La misma mesa también juega Casino Real, cuando hayas hecho la lección 6).
#
# * En tu turno: haz clic en una carta de tu mano, en las cartas de la mesa que usa, luego en **Capturar**,
#   **Construir** o **Tirar**, y en **Jugar**. Si no estás seguro, pulsa **Entrenador**: te sugiere una jugada
#   y te dice por qué (solo mira tus cartas, como un amigo que mira por encima de tu hombro).
# * En el turno de la computadora: pulsa **Jugada de la computadora ▶** para ver cada jugada, una por una, o
#   **Seguir hasta mi turno ▶▶**.
# * Al final de un reparto recibes la **hoja de puntuación** (quién ganó cada punto y por qué), un gráfico de los
#   puntos y cómo va la partida hasta ahora. **Siguiente reparto** vuelve a repartir. Una partida clásica se gana como en la lección 5: después
#   de un reparto, gana el bando con el total más alto (sin empate), de 21 o más; un empate en el primer puesto significa
#   otro reparto. (Una partida del Real termina con el conteo en orden de la lección 6.)
# * **Mostrar todas las manos** es un interruptor para enseñar: pone todas las cartas boca arriba. Después de un reparto, la
#   barra **Jugada** de la repetición recorre todo el reparto, jugada por jugada, con todas las manos a la vista.
# * **Semilla** es el número que baraja las cartas: la misma semilla reparte otra vez las mismas cartas (la lección 8 cuenta más).
# * Tu partida se **guarda después de cada jugada**. Si el notebook se reinicia (o lo cierras y vuelves
#   otro día), ejecuta la celda otra vez: te ofrece **Seguir con tu partida**, con las mismas cartas
#   y la puntuación donde la dejaste, o **Empezar una partida nueva**.
#
# Los jugadores de la computadora, del más débil al más fuerte:

# %% [check: levels]
import casino_learn as cl
cl.set_language("es")
from casino_learn.lesson import computer_players

print(computer_players())

# %% [code as in English]

# %% [markdown]
# ## Compañeros: cuatro jugadores
#
# Con cuatro jugadores, los que se sientan uno frente al otro son **compañeros**, un mismo bando: **Tú** y
# **Compañero** contra **Rival 1** y **Rival 2**. Los compañeros juntan sus cartas capturadas,
# pero cada jugador es dueño de sus propias construcciones. Cambia *Jugadores* arriba a *4 (en parejas)* y pulsa
# **Nueva partida** para probarlo; la lección 6 cuenta más sobre los compañeros (y la regla de la construcción del compañero del Casino Real).
#
# ## Ponte a prueba
#
# Después de una partida, tres preguntas sobre lo que te encontraste en ella: una jugada no permitida, una barrida
# y la puntuación de un reparto. (Encontrar la *mejor* jugada llega en la lección 8, después de sus principios).

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # quién eres, y Mi progreso

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Para los curiosos: los botones en código
#
# *Opcional.* Cada botón de la mesa también tiene un método de Python. Esta celda deja que la computadora juegue
# hasta que sea tu turno, y luego le pregunta al entrenador, igual que si pulsaras los botones:

# %% [code as in English]