# %% [markdown]
# # Empieza aquí: Casino
#
# ¡Te damos la bienvenida! **Casino** es un juego de cartas para dos, tres o cuatro jugadores. Juegas contra un
# **rival**, y las cartas que ganas te dan puntos.
#
# Al empezar, hay cuatro cartas boca arriba en la **mesa**, y tú y tu rival tienen cuatro cartas
# cada uno en la **mano**. Juegan por turnos. En tu turno juegas **una carta** de tu mano y haces
# una de estas tres cosas con ella:
#
# * **capturar**: te llevas cartas de la mesa que valen lo mismo que tu carta (un 7 se lleva un 7, o 4 + 3: cada uno de estos es un **conjunto**).
#   Las cartas que te llevas pasan a ser tus **cartas capturadas**;
# * **construir**: pones tu carta sobre cartas de la mesa para hacer una **construcción**, que piensas llevarte en un turno más adelante;
# * **tirar**: solo dejas tu carta en la mesa.
#
# Cuando se han jugado todas las cartas, ese **reparto** termina y se cuentan los puntos de las
# cartas capturadas. Los puntos se van sumando de un reparto a otro. Cuando un reparto termina con alguien en **21 o más**,
# gana el jugador con el **total más alto**; si dos jugadores empatan con el total más alto, se juega
# otro reparto.
# (Cuatro jugadores también pueden jugar en dos equipos de compañeros: los verás más adelante).
#
# Cada una de estas palabras la aprenderás en su propia lección. El **Casino Real**, una versión que se juega en la
# República Dominicana, cambia algunas reglas: la lección 6 te muestra qué cambia. Hasta entonces, todas las lecciones
# son de Casino **clásico**.
#
# Cada regla tiene un **nombre** y un **número**, para que puedas buscarla: las quince reglas que
# prohíben una jugada van numeradas de R1 a R15, y las otras partes de las reglas son secciones
# numeradas con §, como §1.2. Cuando el kit explica una jugada o una respuesta, dice lo que pide la regla
# y luego da su número entre paréntesis, como ([R5](10_rules_reference.ipynb#R5)): haz clic en un número de una lección para leer la regla entera.
#
# Hay dos lugares donde puedes buscar cosas cuando quieras: la <a href="10_rules_reference.ipynb" style="text-decoration:underline">referencia de las reglas</a>, que
# tiene todas las reglas del juego (cuando una lección nombra una regla, como la regla de las figuras (R5), el
# enlace te lleva allí), y su <a href="10_rules_reference.ipynb#glossary" style="text-decoration:underline">glosario</a>, que explica qué significa cada
# palabra del juego.
#
# Ejecuta cada celda con **Shift + Enter** (o con el botón ▶), empezando por arriba.

# %%
import casino_learn as cl
cl.set_language("es")
from casino_learn.lesson import show, typed_as
from casino_learn.widgets.stage import lesson_table
from casino_learn.widgets.exercise import ExerciseWidget

# %% [markdown]
# ## Una mesa de cartas
#
# Aquí tienes una posición: las cartas del medio están en la **mesa**, las de abajo son **tu
# mano**. Una carta sola en la mesa es una **carta suelta** (la lección 3 muestra grupos de cartas
# que se quedan juntas, las construcciones). En esta posición de práctica solo tú tienes cartas; en una partida de verdad tu
# rival también tiene cuatro, boca abajo, así que nunca las ves.

# %% [code as in English]

# %% [markdown]
# ## Hacer clic en las cartas
#
# Esta es una **mesa en vivo**. Prueba una captura:
#
# 1. haz clic en el **8♥** de tu mano (una carta seleccionada sube y lleva una marca ✓);
# 2. haz clic en el **8♦** de la mesa: también vale 8;
# 3. pulsa **Capturar** y luego **Jugar**.
#
# Solo puedes elegir las acciones que tus cartas permiten; si pulsas una que está en gris, el kit te dice por qué. **Deshacer**
# devuelve una jugada. **Muéstrame las jugadas permitidas** te da la lista de las capturas y las cartas que puedes tirar
# (construir llega en la lección 3). Algunas capturas de la lista se llevan varios conjuntos a la vez: la lección 2 enseña
# cómo.
#
# ¿No tienes ratón? Pulsa **Tab** para llegar a las cartas, las flechas para moverte entre ellas y **Espacio** para
# seleccionar; luego **C** para Capturar, **T** para Tirar y **P** para jugar (las teclas aparecen debajo de la mesa).

# %% [code as in English]

# %% [markdown]
# ## Tu nombre
#
# El kit guarda tu progreso: qué ejercicios intentaste y resolviste, y las pistas que usaste. Así
# puede decirte qué practicar después. Escribe tu nombre y pulsa **Guardar mi progreso**. Solo te lo
# pregunta una vez en esta computadora: desde entonces cada lección muestra *Eres …* encima de sus ejercicios, con
# **Mi progreso** para ver cómo vas, y **Cambiar nombre** si otra persona usa esta computadora.
# Cualquier nombre sirve, también Zoë, Łukasz o Мария. En el servidor de la escuela tu nombre es tu usuario,
# así que no hay nada que escribir: el recuadro de abajo lo dice.

# %% [code as in English]

# %% [markdown]
# ## Comprobar respuestas
#
# Cada lección tiene ejercicios. Escribe tu respuesta (o haz clic) y pulsa **Comprobar**. Si la respuesta está mal,
# te dice qué falló; **Pista** te da una ayuda (cada pista dice un poco más),
# y **Ver la solución** te explica la respuesta completa. Los errores al escribir no cuentan en tu contra.
# Prueba este: pregunta cuánto vale una carta, y eso lo explica la lección 1.

# %% [code as in English]

# %% [markdown]
# Cuando el kit te pida escribir una carta, escríbela como la dices: `10D`, `10♦` y
# `diez de diamantes` son todas el diez de diamantes. El kit las lee todas como la misma carta:

# %% [check: card-spellings]
print(typed_as("10D", "10♦", "diez de diamantes"))

# %% [markdown]
# ## Dónde se guarda tu progreso
#
# Cuando ya diste tu nombre, cada ejercicio que respondes en cualquier lección se añade a un pequeño
# archivo de progreso con tu nombre. **Mi progreso** (en cada lección) muestra qué tan bien conoces cada
# tema y te dice qué practicar después. El archivo se queda en esta computadora, con tus propios
# archivos (tu profesor puede decirte dónde).
# Un archivo dañado nunca se tira: se guarda como copia de seguridad y se empieza uno nuevo.
# Cuando vuelvas más tarde a una lección, sus mesas estarán vacías hasta que ejecutes otra vez sus celdas
# (**Shift + Enter**): tus estrellas y tu progreso se conservan.
#
# ## Las lecciones
#
# | Lección | Qué aprendes |
# |---|---|
# | 01 Las cartas y sus valores | la baraja, cómo escribir una carta, cuánto vale cada carta |
# | 02 Capturar | cinco etapas cortas: parejas, sumas, varios conjuntos a la vez, nunca dos veces, figuras |
# | 03 Construir | trece etapas: hacer una construcción, quedarte con una carta para llevártela, los valores de una construcción, capturar una construcción, una construcción y más, construcciones múltiples, ser dueño de una construcción, añadir, subir, subir solo con tu carta, construye ahora y captúrala en tu siguiente turno, subir y la respuesta (las dos contra el rival), juntar dos construcciones |
# | 04 Tirar, el reparto y tu primera partida | cuándo puedes tirar; cómo se reparten las cartas; un reparto contra la computadora; todas las reglas en una página |
# | 05 Puntuación y barridas | el final de un reparto, dejar la mesa vacía, los puntos de un reparto, la partida a 21 |
# | 06 Casino Real | qué cambia en la versión Real |
# | 07 Juega una partida completa | una partida entera contra la computadora |
# | 08 Estrategia | seis principios en forma de acertijos, luego las mejores jugadas, luego preguntas que se responden con simulaciones |
# | 09 Guía del profesor | lecciones, hojas de ejercicios, informes de la clase, la app para el aula |
# | 10 Referencia de las reglas | todas las reglas, y el glosario |
