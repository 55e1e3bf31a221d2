# %% [markdown]
# # Lección 6: Casino Real
#
# *Unos 40 minutos.* Ejecuta cada celda con **Shift + Enter**, empezando por arriba.
#
# El **Casino Real** es la versión que se juega en la República Dominicana. Usa la misma baraja, el mismo
# reparto y las mismas tres jugadas (capturar, construir, tirar) que el Casino clásico que ya conoces. Esta lección es
# el único lugar del curso donde se enseñan las reglas del Casino Real. Va de los cambios pequeños a los grandes:
#
# 1. qué cambia en el Casino Real: la lista completa en una página,
# 2. el sentido del juego,
# 3. los valores de las cartas en el Casino Real y el as (etapa 1), y construir hasta 14 (etapa 2),
# 4. dos reglas de jugadas del Casino Real: no subir tu propia construcción (etapa 3) y no tirar una carta que tiene pareja en la mesa (etapa 4),
# 5. barridas que dan puntos y se cancelan,
# 6. el **conteo en orden**, los **bloqueos** en 18, 19 y 20, y la **prórroga**: cómo se gana una partida de Casino Real,
# 7. cuatro jugadores en dos **parejas** (etapa 5),
# 8. tres cosas más para practicar: la subida con el as en el Real, las construcciones de tu compañero en el clásico y en el Real, y tres jugadores (barridas y empates).
#
# Cada etapa tiene una regla en palabras sencillas, un dibujo y tareas en una mesa en vivo: haz clic en tu carta, luego
# en las cartas de la mesa y luego en la jugada. Si una jugada está permitida pero no cumple la tarea, se te explica por qué y se
# deshace. Ganas hasta tres estrellas por tarea (al primer intento y sin pistas).

# %%
import casino_learn as cl
cl.set_language("es")
from casino_learn.display import plots
from casino_learn.lesson import card_values
from casino_learn.lesson.royal import captured, count_out_explorer, deal, tell, tell_count, tell_partners, tell_result, tell_sweeps, tell_values
from casino_learn.rules.positions import position
from casino_learn.rules.table import Build
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## Qué cambia en el Casino Real
#
# Todo lo que no está en esta tabla es igual que en el clásico: el reparto ([§3](10_rules_reference.ipynb#s3)),
# capturar, construir, subir y añadir, la regla de quedarse con una carta para capturar ([R7](10_rules_reference.ipynb#R7)),
# la regla de que el dueño no puede tirar ([R9](10_rules_reference.ipynb#R9)), las cartas sobrantes al final de un
# reparto ([§9](10_rules_reference.ipynb#s9)) y los once puntos de cada reparto.
#
# | | Clásico | Real |
# |---|---|---|
# | J, Q, K | sin número: cada una toma solo una carta de la misma figura (R5) | **11, 12, 13**: suman y construyen como cualquier carta ([§1.2](10_rules_reference.ipynb#s1.2)) |
# | As | 1 | **1 o 14** cuando está solo; siempre **1** dentro de un grupo de dos o más cartas ([§1.3](10_rules_reference.ipynb#s1.3)) |
# | Valores de construcción | del 2 al 10 (y 1 para una construcción múltiple de ases sueltos) | **del 2 al 14**; dos ases sueltos hacen **14**, o un grupo A+A hace **2**, nunca 1 ([R15](10_rules_reference.ipynb#R15)) |
# | Sentido del juego | empieza el jugador a la izquierda de quien reparte, y se juega en el sentido del reloj | empieza el jugador a la **derecha** de quien reparte, y se juega en **sentido contrario al reloj** ([§2](10_rules_reference.ipynb#s2)) |
# | Subir tu propia construcción | permitido | **no permitido**: no puedes subir tu propia construcción ([R12](10_rules_reference.ipynb#R12)) |
# | Tirar una carta cuando hay en la mesa una carta suelta del mismo número o figura | permitido | **no permitido**: no puedes tirar una carta igual a una carta suelta ([R14](10_rules_reference.ipynb#R14)) |
# | Cuatro jugadores | dos parejas (o cada uno por su cuenta, si los jugadores se ponen de acuerdo); puedes subir la construcción de tu compañero o añadirle algo | siempre dos **parejas**; **no** puedes subir la construcción de tu compañero ni añadirle nada: no toques la construcción de tu compañero ([R13](10_rules_reference.ipynb#R13)) |
# | Barridas | no dan puntos (algunos jugadores se ponen de acuerdo en contarlas, 1 punto cada una, sin cancelarse) | **1 punto cada una**, y las barridas de los dos bandos **se cancelan** ([§10](10_rules_reference.ipynb#s10)) |
# | Contar los puntos | se suman los puntos del reparto | se hace el **conteo en orden**, concepto por concepto, en un orden fijo ([§12.1](10_rules_reference.ipynb#s12.1)) |
# | Cerca de 21 | nada especial | **bloqueado** en 18, 19 y 20: solo un concepto puede darte puntos todavía ([§12.2](10_rules_reference.ipynb#s12.2)) |
# | Los dos bandos llegan a 21 en el mismo reparto | gana el total más alto (sin empate); si hay empate, se juega otro reparto | **prórroga**: los siguientes repartos se suman sin bloqueos hasta que un bando tenga el total más alto, sin empate ([§12.3](10_rules_reference.ipynb#s12.3)) |
#
# El resto de la lección ve estas filas una por una.

# %% [markdown]
# ## El sentido del juego (§2)
#
# En el Casino Real juega primero el jugador a la **derecha** de quien reparte, y el juego da la vuelta a la mesa
# en **sentido contrario al reloj**. El siguiente reparto lo hace el jugador que jugó primero en este, así que
# repartir también va en ese sentido. En el clásico es al revés: empieza el jugador a la izquierda de quien reparte
# y se juega en el sentido del reloj.
#
# El sentido no cambia nada más: todos siguen jugando una carta por turno, cada uno a su vez. Por eso,
# en las mesas del kit, los demás se nombran por **cuándo juegan**, no por dónde se sientan. Con
# dos jugadores solo está **Rival**. Con cuatro, **Rival 1** juega justo después de ti, luego tu
# **Compañero** (que se sienta frente a ti) y luego **Rival 2**.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-values} (§1.2, §1.3)
#
# En el Casino Real todas las cartas tienen número. La jota vale 11, la reina 12 y el rey 13, así que un rey puede tomar
# 6 + 7 y una reina puede tomar J + A. El as es la carta especial: **solo** cuenta 1 o 14,
# lo que te convenga, así que un as jugado captura a **14** y también toma un as suelto. **Dentro de un grupo**
# de dos o más cartas un as siempre cuenta **1** (14 más cualquier cosa pasaría de 14, el valor más alto
# del juego).

# %% [code as in English]

# %% [markdown]
# Lo mismo en oraciones. "Al jugarla, captura a" es el valor que toma una carta cuando la juegas:

# %% [code as in English]

# %% [markdown]
# Ahora pruébalo en la mesa. El dibujo muestra un as que captura como 14; las tareas se ponen un poco más difíciles
# cada vez, y la última usa una jota y un as (que cuenta 1) en un mismo conjunto.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-builds} (R15)
#
# Como todas las cartas tienen número, en el Casino Real las construcciones llegan hasta **14**: una jota captura una construcción de 11, una
# reina una de 12, un rey una de 13 y un as una de 14. La regla de quedarse con una carta para capturar ([R7](10_rules_reference.ipynb#R7))
# sigue valiendo: tienes que quedarte en la mano con una carta que capture tu construcción.
#
# Con dos ases hay que tener cuidado ([§1.3](10_rules_reference.ipynb#s1.3)). Un as jugado sobre un as suelto puede ser:
#
# * una construcción de **14** con dos grupos, un as cada uno (cada as solo cuenta 14), o
# * una construcción de **2**, un grupo A + A = 1 + 1.
#
# En el Casino Real nunca es una construcción de 1, porque ninguna carta del Casino Real captura como 1. Aquí le preguntamos al kit
# por una construcción de 1 con dos ases:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Practica: ¿cuáles de estas construcciones puedes hacer? La primera pregunta siempre ofrece una construcción de 11 a
# 14; la segunda siempre tiene ases (un as sobre un as: 14, o 2, nunca 1).

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-not-your-own-build} (R12)
#
# En el clásico puedes subir cualquier construcción simple, también la tuya. En el Casino Real, la regla **No puedes subir tu
# propia construcción** ([R12](10_rules_reference.ipynb#R12)) dice: solo puedes subir una construcción de un
# **rival** (la de tu compañero tampoco se toca, etapa 5). Tú no puedes cambiar el valor de tu propia construcción (tu rival sí puede, si es una construcción simple). Todavía puedes añadirle un grupo del mismo valor,
# capturarla, o hacer una construcción nueva con tu carta y cartas sueltas.
#
# Tu construcción de 5 (3♣ + 2♥) está en la mesa y tienes el 2♠, el 5♦ y el 7♥. ¿Podrías subirla a 7?

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Practica: ¿subir o añadir? Una de las jugadas que se ofrecen aquí siempre sube tu propia construcción.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-no-trailing-a-matched-card} (R14)
#
# La regla **No puedes tirar una carta igual a una carta suelta** ([R14](10_rules_reference.ipynb#R14)): en el Casino Real no puedes
# tirar una carta mientras haya en la mesa una carta **suelta** del mismo número o figura. Un as suelto no deja tirar un
# as. Esa carta tiene que capturar o construir. Dos cosas **no** impiden tirar: una carta del
# mismo número o figura dentro de una construcción, y poder capturar una suma. Ninguna regla dice "tienes que capturar"
# ([§6.3](10_rules_reference.ipynb#s6.3)), pero esta puede dejar una captura como tu única jugada: con
# solo el 7♥ en la mano y el 7♣ suelto, no puedes tirar el 7♥, y tampoco puedes construir con él, porque
# no te quedaría ninguna carta para llevarte la construcción (R7). Así que tienes que capturar el 7♣.

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Las barridas dan puntos, y se cancelan (§10)
#
# Una **barrida** es una captura que deja la mesa completamente vacía: sin cartas sueltas y sin construcciones.
# En el Casino Real cada barrida vale **1 punto**, pero las barridas de los dos bandos **se cancelan** una por una: solo
# suma el bando con más barridas, y solo la diferencia. Llevarse las cartas sobrantes al final de un
# reparto nunca es una barrida.

# %% [code as in English]

# %% [markdown]
# Practica: aquí los dos jugadores ya tienen barridas. ¿Tu captura es una barrida? Y después de cancelarlas,
# ¿quién suma cuántos puntos de barrida?

# %% [code as in English]

# %% [markdown]
# ## El conteo en orden (§12.1)
#
# Un reparto del Casino Real tiene los mismos once puntos que uno del clásico, más las barridas. Pero se cuentan
# **de uno en uno, en este orden**, y el total de cada bando va subiendo paso a paso:
#
# 1. más cartas (3 puntos),
# 2. más picas (1),
# 3. el Casino grande, el 10♦ (2),
# 4. el Casino chico, el 2♠ (1),
# 5. los cuatro ases, en el orden A♠, A♣, A♥, A♦ (1 cada uno),
# 6. las barridas, un punto cada vez.
#
# Contar así se llama el **conteo en orden**. ¿Por qué importa el orden? Por la regla que viene.
#
# ## Los bloqueos en 18, 19 y 20 (§12.2)
#
# No puedes acercarte a 21 de punto en punto. Cuando tu total va en
#
# * **18**, solo **más cartas** (3 puntos) te puede dar puntos: 18 + 3 = 21,
# * **19**, solo el **Casino grande** (2 puntos) te puede dar puntos: 19 + 2 = 21,
# * **20**, solo el **Casino chico** (1 punto) te puede dar puntos: 20 + 1 = 21.
#
# Decimos que estás **bloqueado**. Cualquier otro concepto que ganes mientras estás bloqueado se **pierde**: no es para nadie. Así que un
# bando con 18 o más nunca suma barridas, **pero sus barridas siguen cancelando las del rival**
# ([§10](10_rules_reference.ipynb#s10)): si tienes 19 con 2 barridas y el rival, con 10, tiene 3,
# el rival suma 1 punto por barridas, no 3 (y tú ninguno). Cuando llega el concepto que te corresponde, llegas exactamente a 21: **sales**.
# El bloqueo se mira **en el momento en que se cuenta cada concepto**, así que un bando con 17 que gana
# más cartas salta a 20, y desde ahí solo el Casino chico lo puede ayudar.

# %% [markdown]
# ### Ejemplo resuelto 1: 18 contra 13
#
# Tú tienes 18 puntos y Rival tiene 13. Esto es lo que capturó cada bando en este reparto:

# %% [code as in English]

# %% [markdown]
# Tú tienes más cartas, así que **el primer concepto que se cuenta** te lleva de 18 a 21: sales y ganas. Los
# conceptos de Rival también se cuentan: 13 → 14 (picas) → 16 (Casino grande) → 17 (Casino chico) →
# 18 (A♣). Ahora Rival está bloqueado en 18, así que el A♥ y el A♦ se **pierden**. El recuento con las palabras del kit:

# %% [code as in English]

# %% [markdown]
# El mismo recuento en la hoja de puntuación (la columna **Sumados** muestra lo que dejan pasar los bloqueos):

# %% [code as in English]

# %% [markdown]
# ### Ejemplo resuelto 2: 19 contra 20
#
# Ahora tú tienes 19 y Rival tiene 20:

# %% [code as in English]

# %% [markdown]
# Cuéntalo tú primero (tapa con la mano lo que hay debajo): luego abre el pliegue para ver el recuento
# paso a paso y compáralo con el recuento del kit, escrito debajo.
#
# <details><summary>El recuento, paso a paso</summary>
#
# * **Más cartas**: Rival. Pero Rival está en 20, donde solo cuenta el Casino chico: **se pierde**.
# * **Más picas**: tú. Estás en 19, donde solo cuenta el Casino grande: **se pierde**.
# * **Casino grande**: ¡tú! 19 + 2 = **21**, sales.
# * **Casino chico**: ¡Rival! 20 + 1 = **21**, Rival también sale.
# * Los ases llegan demasiado tarde: los dos bandos ya salieron.
#
# **Los dos** bandos llegaron a 21 en el mismo reparto.
#
# </details>

# %% [code as in English]

# %% [markdown]
# ## La prórroga (§12.3)
#
# Cuando dos bandos salen en el mismo reparto, la partida pasa a **prórroga**. Los repartos de prórroga **no tienen
# bloqueos**: todo simplemente se suma, las barridas también. Después de cada reparto de prórroga, gana el bando que tiene
# **más** puntos, sin empate. Si los totales siguen iguales, se juega otro reparto de prórroga.
#
# Supón que el reparto de prórroga es el del ejemplo 1 (tú capturaste más cartas), y que además hiciste una barrida:

# %% [code as in English]

# %% [markdown]
# Más cartas no lo decidió: tú sumaste 3 (más cartas) + 1 (A♠) + 1 (la barrida) = 5, y
# Rival 1 (picas) + 2 (Casino grande) + 1 (Casino chico) + 3 (A♣, A♥, A♦) = 7. Sin bloqueos, todos los
# puntos cuentan.
#
# Toda la historia en una línea de tiempo. La franja naranja es la **zona de bloqueo** (18, 19, 20): los dos bandos llegan a
# 21 en el mismo reparto, empieza la prórroga, y el reparto de prórroga decide la partida.

# %% [code as in English]

# %% [markdown]
# ### Pruébalo tú
#
# Mueve las barras para elegir las puntuaciones **antes** del reparto del ejemplo 1 (las cartas de Rival son
# las del ejemplo 1, tú tienes el resto, y haces las barridas que elijas). Prueba estas:
#
# * tú en **17**: más cartas te lleva a 20... ¿y luego?
# * tú en **19** con 2 barridas: ¿te ayudan tus barridas?
# * Rival en **16**: ¿hasta dónde llega Rival?

# %% [code as in English]

# %% [markdown]
# ### Practica el conteo en orden
#
# Cuatro conteos, de fácil a difícil. Cuenta los conceptos **en orden** y fíjate en los bloqueos. En el primero
# un bando ya está cerca de 21 y solo dices quién gana; en el segundo un bando queda bloqueado durante
# el recuento; en el tercero los dos bandos están cerca de 21; el cuarto es un reparto de prórroga, donde nada se bloquea.

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Cuatro jugadores: dos parejas (§2, R13)
#
# Con cuatro jugadores, el Casino Real siempre se juega en dos **parejas**: los compañeros se sientan **uno frente al
# otro**. En el orden de juego te encuentras con Rival 1, luego con tu Compañero y luego con Rival 2. Las
# **cartas capturadas** de los dos compañeros **cuentan juntas**: un bando, una puntuación.

# %% [code as in English]

# %% [markdown]
# Practica: haz el recuento de un reparto de cuatro jugadores. Las cartas capturadas de cada compañero aparecen por separado;
# súmalas por bando antes de comparar.

# %% [code as in English]

# %% [markdown]
# Pero cada **construcción** sigue siendo de un solo jugador. La regla **No toques la construcción de tu compañero**
# ([R13](10_rules_reference.ipynb#R13)): **no puedes subir** la construcción de tu compañero **ni añadirle nada**. Lo que **sí
# puedes** es capturarla, y también puedes hacer otra construcción aparte del mismo valor. A las construcciones de los rivales
# puedes subirlas o añadirles algo como siempre (y a la tuya puedes añadirle algo, pero no subirla, R12).

# %% [markdown]
# ### {stage heading: royal-partners}

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-ace-raise}
#
# Cuando un as **sube** una construcción, le suma solo **1** ([§6.2](10_rules_reference.ipynb#s6.2)): una construcción de 11 pasa a 12.
# (Un as solo puede seguir siendo un grupo entero que vale 14, como en una construcción de 14 hecha de ases sueltos.)

# %% [code as in English]

# %% [markdown]
# ## {stage heading: partners-builds}
#
# Mesas parecidas, dos juegos: el Casino clásico te deja construir sobre la construcción de tu compañero, el
# Real no.

# %% [code as in English]

# %% [markdown]
# ## Tres jugadores: barridas y empates (§10, §11.1)
#
# Con tres jugadores las barridas se anulan entre los tres: solo anota el jugador con más barridas,
# y solo su número menos el segundo más alto; si dos empatan arriba, nadie anota barridas. Un empate
# arriba en más cartas o más picas no da puntos a nadie, aunque el tercer jugador tenga menos.
# Cuenta este reparto de tres jugadores.

# %% [code as in English]

# %% [markdown]
# ## Ponte a prueba
#
# Cuatro preguntas sobre las jugadas del Casino Real, de fácil a difícil: el valor de un as, lo más que puede tomar un as, una forma de tirar
# que puede estar prohibida, y una mesa de cuatro jugadores con construcciones tuyas, de tu compañero y de un rival.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # quién eres, y Mi progreso

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Lo que aprendiste
#
# * El Casino Real se juega en sentido contrario al reloj: empieza el jugador a la derecha de quien reparte (§2).
# * La jota, la reina y el rey valen 11, 12 y 13; un as vale 1 o 14 cuando está solo, y 1 dentro de un grupo (§1.3). Las construcciones llegan
#   hasta 14; dos ases sueltos construyen 14, o A + A hace 2 (R15).
# * No puedes subir tu propia construcción (R12), ni tirar una carta mientras haya en la mesa una carta suelta del mismo
#   número o figura (R14).
# * Cada barrida vale 1 punto, y las barridas de los dos bandos se cancelan (§10).
# * En un reparto se hace el **conteo en orden**, concepto por concepto: más cartas, más picas, Casino grande (10♦), Casino chico
#   (2♠), los ases ♠ ♣ ♥ ♦, y luego las barridas (§12.1).
# * Con **18** solo cuenta más cartas, con **19** solo el Casino grande, con **20** solo el Casino chico; lo demás
#   se pierde (§12.2).
# * Si dos bandos salen en el mismo reparto: **prórroga**, se suma sin bloqueos hasta que un bando tenga
#   el total más alto, sin empate (§12.3).
# * Con cuatro jugadores, las cartas capturadas de los compañeros cuentan juntas, pero no puedes subir la construcción de tu
#   compañero ni añadirle nada (R13).
#
# Ese es el juego completo. Siguiente: ¡juega una partida completa contra la computadora!
