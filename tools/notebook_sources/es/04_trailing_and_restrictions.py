# %% [markdown]
# # Lección 4: Tirar, el reparto y tu primera partida
#
# *Unos 40 minutos.* Ejecuta cada celda con **Shift + Enter**, empezando por arriba.
#
# Ya sabes capturar (lección 2) y construir (lección 3). Te queda una forma de jugar una carta: **tirar**.
# Después de eso, ya estás listo para una partida de verdad. En esta lección:
#
# 1. **tirar**: poner una carta en la mesa sin llevarte nada,
# 2. **el dueño no puede tirar**: la única regla del Casino clásico que prohíbe tirar,
# 3. **el reparto**: cómo se reparten las cartas, ronda por ronda, de la primera carta a la última,
# 4. **tu primera partida**: un reparto contra la computadora,
# 5. todas las reglas que has aprendido **en una sola página**, y unas preguntas para comprobar lo que sabes.

# %%
import casino_learn as cl
cl.set_language("es")
from casino_learn.lesson import restrictions_reference, walk_through_deal
from casino_learn.widgets import GameTable
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.learner import learner_line
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## {stage heading: trailing}
#
# En tu turno tienes que jugar exactamente una carta de tu mano: no puedes pasar (la regla de una carta,
# [R1](10_rules_reference.ipynb#R1)). Si no capturas ni construyes con ella, la **tiras**: la
# carta se queda en la mesa como una carta suelta nueva, y cualquiera puede capturarla más adelante, incluso tú
# ([§6.3](10_rules_reference.ipynb#s6.3)).
#
# En la mesa en vivo de abajo, haz clic en una carta de tu mano (y en ninguna de la mesa), pulsa **Tirar** y luego
# **Jugar**. Cada tarea te dice qué hacer; si una jugada no cumple la tarea, se te explica por qué y se deshace.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: owner-may-not-trail}
#
# Recuerda la lección 3: eres el **dueño** de una construcción cuando fuiste el último en hacerla, subirla o añadirle algo,
# y tienes que quedarte con una carta para capturarla (la regla del dueño que se queda con una carta para capturar,
# [R8](10_rules_reference.ipynb#R8)). Hay una regla más para los dueños, la regla de que el dueño no puede tirar
# ([R9](10_rules_reference.ipynb#R9)): **mientras seas dueño de una construcción, no puedes tirar.** En su lugar tienes que
# capturar, construir, subir una construcción o añadirle algo.
#
# Cuando hayas resuelto la primera tarea, pulsa **Empezar de nuevo**, elige una carta y pulsa **Tirar**:
# la mesa te dice por qué no se puede. (Las estrellas que ganaste no se pierden).

# %% [code as in English]

# %% [markdown]
# ## El reparto, paso a paso
#
# ¿Cómo llegan las cartas a tu mano? Aquí tienes un reparto real de Casino clásico para dos jugadores, paso
# a paso. La computadora jugó todas las cartas, por los dos jugadores. (Las reglas del reparto:
# [§3](10_rules_reference.ipynb#s3)).
#
# **La primera ronda.** Rival es quien reparte. Quien reparte le da **cuatro cartas a cada jugador** y
# pone **cuatro cartas boca arriba en la mesa**. El resto de la baraja se queda boca abajo: es el **mazo**.
# Juega primero el jugador que sigue a quien reparte, así que aquí juegas tú primero.

# %% [code as in English]

# %% [markdown]
# Cuéntalas: cada carta de la baraja está en algún lugar.

# %% [code as in English]

# %% [markdown]
# **Las rondas siguientes.** Los jugadores se turnan, una carta en cada turno, hasta que las dos manos quedan vacías.
# Entonces quien reparte da **cuatro cartas más a cada jugador, y ninguna a la mesa**: las cartas llegan
# a la mesa solo en la primera ronda (y cuando alguien tira una carta o construye). Esto es lo que pasó en
# la ronda 1, y así empieza la ronda 2:

# %% [code as in English]

# %% [markdown]
# **"Última".** Esto sigue hasta que el mazo se acaba. Cuando quien reparte da la ronda final,
# dice "última", para que todos sepan que son las últimas cartas. El dibujo lo muestra como **Última ronda**.

# %% [code as in English]

# %% [markdown]
# ¿Cuántas rondas hay? Cada ronda usa cuatro cartas por jugador, y la primera ronda también pone cuatro en
# la mesa. Con dos jugadores eso da seis rondas; con cuatro jugadores, tres.

# %% [code as in English]

# %% [markdown]
# **El final del reparto.** Cuando se ha jugado la última carta, las cartas que siguen en la mesa, las
# **cartas sobrantes**, van al jugador que hizo la última captura, o a su equipo si se juega con compañeros
# (a nadie, si nadie capturó nada): ¡una razón más para capturar al final del reparto!

# %% [code as in English]

# %% [markdown]
# **El siguiente reparto.** Repartir le toca al siguiente jugador: el que jugó primero la vez anterior ahora
# reparte, y el otro jugador juega primero.

# %% [code as in English]

# %% [markdown]
# Comprueba lo que sabes del reparto: cada pregunta sale de un reparto real que hizo el kit.

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Tu primera partida
#
# Es hora de jugar un reparto entero contra el **Principiante** de la computadora. Tú juegas primero. En qué fijarte
# en cada turno:
#
# * **¿Puedo capturar?** Busca una carta de la mesa que valga lo mismo que una de las tuyas, o cartas que
#   sumen ese valor. Una figura solo toma una carta de la misma figura.
# * **¿Puedo construir?** Solo si te quedas con una carta que pueda capturar la construcción después; y cuando ya eres dueño de una
#   construcción, no puedes tirar.
# * **Si no, tira** una carta.
# * Fíjate en el **mazo** y en el aviso de **Última ronda**: la última captura del reparto también se lleva las
#   cartas sobrantes.
#
# ¿No estás seguro? Pulsa **Entrenador: ¿qué jugarías tú?**: te sugiere una jugada y te dice por qué. Puede
# hablar de **puntos**: al final de un reparto, los ases, el 10♦ (Casino grande) y el 2♠ (Casino chico) dan puntos,
# igual que tener más cartas y más picas; los puntos se suman de reparto en reparto hasta que alguien gana, con 21 o más (lección 5). En el
# turno de la computadora pulsa **Jugada de la computadora ▶** (o **Seguir hasta mi turno ▶▶**). Al final recibes
# la hoja de puntuación: la lección 5 explica cada punto que aparece en ella. Tu partida se guarda después de cada jugada.

# %% [code as in English]

# %% [markdown]
# ## Todas las reglas en una página
#
# Cada jugada que **no** está permitida viene de quince reglas, de la R1 a la R15. La mayoría valen para los dos juegos. La lección 2 te enseñó
# a capturar ([R2](10_rules_reference.ipynb#R2), [R3](10_rules_reference.ipynb#R3),
# [R5](10_rules_reference.ipynb#R5)); la lección 3, a construir ([R4](10_rules_reference.ipynb#R4),
# [R6](10_rules_reference.ipynb#R6), [R7](10_rules_reference.ipynb#R7),
# [R8](10_rules_reference.ipynb#R8), [R10](10_rules_reference.ipynb#R10),
# [R11](10_rules_reference.ipynb#R11), [R15](10_rules_reference.ipynb#R15)); esta lección, el turno
# y tirar ([R1](10_rules_reference.ipynb#R1), [R9](10_rules_reference.ipynb#R9)). Tres son
# solo para el Casino Real ([R12](10_rules_reference.ipynb#R12), [R13](10_rules_reference.ipynb#R13),
# [R14](10_rules_reference.ipynb#R14)): las enseña la lección 6. Cuando el kit dice que una jugada no está
# permitida, nombra el número de la regla: haz clic en él en la tabla para ver la regla completa.

# %% [code as in English]

# %% [markdown]
# ## Ponte a prueba
#
# Primero, dos preguntas sobre tirar: haz clic en **Sí**, o en **No** y la regla (o escribe `no` y el número de la regla).

# %%
learner_line()  # quién eres, y Mi progreso

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Ahora **encuentra la jugada no permitida**: exactamente una de las opciones rompe una regla. Haz clic en ella (o escribe su letra),
# haz clic en el botón de la regla que rompe y pulsa **Comprobar**.

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Lo que aprendiste
#
# * **Tirar** pone una carta en la mesa como carta suelta. Siempre está permitido, a menos que una regla
#   lo prohíba, y en el Casino clásico solo una lo hace: mientras seas **dueño de una construcción** no puedes tirar
#   ([R9](10_rules_reference.ipynb#R9)).
# * **El reparto**: cuatro cartas a cada uno, y cuatro a la mesa solo en la primera ronda; seis rondas con dos
#   jugadores, tres con cuatro; juega primero el jugador que sigue a quien reparte; repartir pasa al siguiente; "última";
#   las cartas sobrantes van al último que capturó (a nadie, si nadie capturó).
# * Jugaste tu **primer reparto**, y las reglas caben en **una sola página**.
#
# Siguiente: **Lección 5, Puntuación y barridas**: qué significan todos esos puntos de la hoja de puntuación.
