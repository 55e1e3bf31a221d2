# %% [markdown]
# # Lección 8: Estrategia
#
# Ya conoces todas las reglas. Ahora: ¿cómo se juega **bien**? Esta lección primero te da seis principios en
# palabras sencillas, cada uno con acertijos en una mesa en vivo. Luego buscas la mejor jugada en posiciones completas,
# y al final, en el **laboratorio**, la computadora juega miles de repartos para que podamos contar qué funciona.
#
# Un acertijo queda resuelto cuando haces una de las mejores jugadas; una jugada más débil se deshace, con una oración que
# te dice por qué es más débil. La respuesta de cada acertijo la comprobó el jugador más fuerte de la computadora en el kit, el
# *experto*, que se imagina muchas veces las cartas escondidas y juega cada caso hasta el final.

# %%
import casino_learn as cl
cl.set_language("es")
from casino_learn.widgets.learner import learner_line
from casino_learn.widgets.stage import stage

learner_line()  # quién eres, y Mi progreso

# %% [markdown]
# ## {stage heading: points-first}
#
# De los 11 puntos de un reparto (sin contar las barridas), 7 están en cartas que valen puntos por sí solas: el Casino grande (10♦) 2, el Casino chico (2♠) 1 y
# los cuatro ases 1 cada uno. Los otros 4 (más cartas, más picas) se reparten a lo largo de todo el reparto.
# Así que una captura que se lleva una carta con puntos casi siempre vale más que una que se lleva una carta de más, y
# tirar una carta con puntos es un regalo para el rival.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: guard-your-build}
#
# Tu construcción está en la mesa, donde el rival puede verla. Si tiene una carta de su valor,
# la captura, con puntos y todo. Deja una construcción en la mesa solo cuando está segura y va a juntar más cartas; si no,
# llévatela ya.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: count-what-has-gone}
#
# Cada carta está una sola vez en la baraja. Si los otros tres 9 ya están en las cartas capturadas, el 9 de
# tu mano es la única carta que puede llevarse una construcción de 9. Hazla una construcción múltiple, que nadie puede
# subir, y no la puedes perder. Los buenos jugadores llevan la cuenta de los ases, los 10, los 2 y los valores
# de sus construcciones.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: sweep-risk}
#
# Una **barrida** (una captura que deja la mesa vacía, [§10](10_rules_reference.ipynb#s10)) vale un punto
# en el Casino Real (después de que se cancelen las barridas de los dos bandos, y, fuera de la prórroga, no para un bando con 18 o más),
# y en el clásico cuando los jugadores se ponen de acuerdo en contar las barridas. Después de jugar, mira la mesa
# que dejas: ¿puede una sola carta llevársela toda?

# %% [code as in English]

# %% [markdown]
# ## {stage heading: when-to-build}
#
# Una construcción te cuesta una carta ahora y te paga en el próximo turno. Vale la pena cuando tienes la carta que
# la captura (tienes que tenerla, por la regla de quedarse con una carta para capturar, [R7](10_rules_reference.ipynb#R7)) y la
# construcción junta puntos o varias cartas. Tener dos cartas del valor de la construcción la hace más segura.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: two-moves-ahead}
#
# Aquí la computadora contesta tu jugada en la mesa. Cuenta lo que te llevas ahora **y** lo que
# puedes llevarte en tu próximo turno, después de su respuesta: la tarea acepta cada jugada que te
# da más cartas de la mesa en tus dos turnos, y después te pide recogerlas.

# %% [code as in English]

# %% [markdown]
# ## Ponte a prueba: la mejor jugada
#
# Ahora, posiciones completas, con los seis principios a la vez. Elige la más fuerte de las jugadas de la lista.
# Una opción casi tan buena como la mejor también cuenta como correcta, y la respuesta te dice cuál es la mejor; si eliges mal, se te dice qué gana tu jugada y qué deja,
# y **Ver la solución** te explica por qué la mejor es mejor.
#
# Aquí las cartas que gana una jugada son todas las cartas que captura para ti, **con la carta que juegas** (así las
# cuenta el punto de "más cartas"); las etapas de arriba contaban las cartas de la mesa que te llevas.

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## El laboratorio: contar qué funciona
#
# Algunas preguntas son difíciles de responder solo pensando: *¿Cada cuánto alguien barre la mesa? ¿Cuánto
# vale un as para ti? ¿Los jugadores listos de verdad hacen más puntos, o todo es suerte?* Una computadora
# puede jugar miles de repartos en unos segundos, así que podemos **contar**.
#
# Cada experimento de abajo usa una *semilla* (seed) fija (el número que decide cómo se mezclan las barajas), así que todos obtienen los mismos números. Cambia la semilla
# o el número de repartos y vuelve a ejecutar las celdas para ver cuánto se mueven las respuestas.

# %% [code as in English]

# %% [markdown]
# ### 1. ¿Cada cuánto hay barridas en el Casino Real?
#
# En el Casino Real cada barrida vale un punto, pero las barridas de los dos jugadores se cancelan una por una
# ([§10](10_rules_reference.ipynb#s10)). Dejemos que dos jugadores *codiciosos* de la computadora jueguen 300
# repartos y contemos las barridas de cada reparto.

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Las barridas son comunes: la mayoría de los repartos tienen varias. En el Casino Real las barridas de los dos bandos se cancelan una por una,
# así que solo cuenta la diferencia.
#
# ### 2. ¿Cuánto vale un as?
#
# En el Casino Real el as es una carta fuerte: jugado solo cuenta 1 o **14**, lo que te convenga
# ([§1.3](10_rules_reference.ipynb#s1.3)), y además cada as vale un punto al final. ¿Los jugadores que empiezan un reparto con ases en su primera mano hacen más puntos?

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Compara las barras: ¿una primera mano con un as hace más puntos que una sin as? Cada as es un
# punto por sí mismo y puede capturar como 14, pero las barras se mueven mucho con solo 300 repartos (pocas manos tienen
# dos ases): haz el experimento con más repartos y mira si se mantiene lo mismo.
#
# ### 3. ¿Los mejores jugadores de verdad hacen más puntos?
#
# Para comparar dos jugadores de la computadora de forma justa, usamos **repartos duplicados**: cada baraja mezclada se
# reparte dos veces, y la segunda vez los jugadores cambian de puesto, así que los dos reciben las mismas cartas. La mayor parte
# de la suerte de las cartas se cancela. Las barras muestran cuántos puntos más por reparto hace el jugador
# más fuerte. La línea fina de cada barra, y la frase debajo de la próxima celda, dan un **intervalo del 95 %**:
# el rango donde es muy probable que esté la respuesta verdadera (lo estaría 95 veces de cada 100).

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# El juego codicioso le gana por mucho al juego al azar, y el juego cuidadoso, que también piensa en lo que
# le deja al siguiente jugador, le gana al codicioso. El *experto* busca todavía más lejos: es demasiado lento
# para este experimento rápido, pero puedes jugar contra él en la lección 7.
#
# ## Lo que aprendiste
#
# * Llévate los puntos (10♦, 2♠, ases) y nunca los tires cuando te sirve otra carta.
# * Cuida tu construcción: llévatela, a menos que esté segura y vaya a juntar más cartas.
# * Cuenta lo que ya salió: cuando todas las demás cartas de un valor ya salieron, tu construcción múltiple de ese valor está segura.
# * Cuidado con el riesgo de barrida: no dejes una mesa que una sola carta pueda llevarse entera.
# * Construye cuando tienes la carta que la captura y la construcción junta puntos o varias cartas.
# * Piensa dos jugadas por delante: cuenta lo que tomas ahora y lo que podrás tomar en tu próximo turno, después de la respuesta.
