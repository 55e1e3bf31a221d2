# %% [markdown]
# # Guía del profesor
#
# Este notebook es para quien dirige la clase. Tiene un plan de clase para cada notebook, cómo
# proyectar el juego, las hojas de ejercicios con sus solucionarios, cómo recoger el progreso, y cómo
# usar el kit como una app web para el aula, donde los estudiantes ven las partidas y los ejercicios
# pero nada de código.
#
# Para abrir el curso en español, usa `make lab LANG=es`: abre los notebooks de `notebooks/es/`.
#
# ## Un plan de 45 minutos para cada lección
#
# | Lección | 10 min: mostrar | 20 min: probar | 15 min: comprobar |
# |---|---|---|---|
# | 00 Empieza aquí | la mesa, hacer clic en las cartas, cómo se comprueban las respuestas | cada estudiante escribe su nombre y hace una captura con clics | el ejercicio de los valores de las cartas |
# | 01 Las cartas y sus valores | la baraja y los valores del Casino clásico; las figuras (R5) | la etapa de los valores de las cartas en la mesa en vivo | tres ejercicios de valores de las cartas; hoja de ejercicios del tema `card_values`, nivel 1 |
# | 02 Capturar | las cinco etapas, una por una: parejas, sumas, varios conjuntos, nunca dos veces, figuras | los estudiantes ganan las estrellas de las tareas de cada etapa | `find_captures`, el nivel 1 como concurso para toda la clase en el proyector; hoja de ejercicios del tema `capturing`, nivel 1 |
# | 03 Construir | trece etapas: hacer una construcción, quedarse con una carta para capturarla (R7), los valores de una construcción (R15, R5), capturar una construcción entera (R4), una construcción y más en una sola captura, construcciones múltiples (y la construcción de 1 con ases), ser dueño (R8), añadir, subir (R10), subir solo con tu carta (R11), y luego dos jugadas contra una respuesta (construir ahora y llevársela en el turno siguiente; una subida y la respuesta) y unir dos construcciones | las tareas de las etapas, y luego construir y subir libremente | `which_builds` (también la construcción de 1 con un as), `raise_or_add`; hoja de ejercicios del tema `building` |
# | 04 Tirar, el reparto y tu primera partida | tirar y la regla del dueño (R9); el reparto paso a paso (§3) | un reparto contra el principiante, con el Entrenador | `the_deal`, `may_trail`, `spot_illegal`; la tabla de todas las reglas en una página |
# | 05 Puntuación y barridas | el final de un reparto y sus cartas sobrantes; las barridas; el recuento de un reparto terminado, en la pizarra | los estudiantes hacen el recuento de los repartos que se muestran | `score_deal`, `sweeps_and_leftovers`, `the_deal` (cartas sobrantes); hoja de ejercicios del tema `scoring` |
# | 06 Casino Real | qué cambia: los valores, el as, R12-R14, los bloqueos en 18, 19 y 20 con las líneas de tiempo de los ejemplos resueltos | las siete etapas; en parejas, hacer el recuento de los repartos de ejemplo | `royal_count_out` (de fácil a difícil), construcciones del Casino Real, la puntuación de los compañeros; hoja de ejercicios del tema `royal` |
# | 07 Juega una partida completa | una partida a 21 contra la computadora en el proyector, con *Mostrar todas las manos* activado | los estudiantes juegan partidas (contra el principiante, luego contra el codicioso) | `spot_illegal`, `score_deal`; comparar resultados |
# | 08 Estrategia | los seis principios en palabras, una etapa de acertijos para cada uno | los estudiantes resuelven los acertijos, y luego las preguntas de la mejor jugada | comentar el laboratorio: ¿suerte o habilidad? |
#
# ## Proyectar la mesa de juego
#
# * En un proyector, usa el interruptor **Cartas de cuatro colores** (♠ negro, ♥ rojo, ♦ azul, ♣ verde):
#   también ayuda a los estudiantes con daltonismo.
# * **Mostrar todas las manos** pone todas las cartas boca arriba, para que la clase pueda comentar lo que hizo la
#   computadora. Después de un reparto, la barra **Jugada** de la repetición recorre cada jugada con todas las manos a la vista.
# * El zoom del navegador (Ctrl y +) agranda las cartas; las cartas se dibujan como gráficos vectoriales
#   y se ven nítidas.
#
# ## Hojas de ejercicios y solucionarios
#
# Una hoja de ejercicios es una página web para imprimir, con las cartas dibujadas y espacio para responder; el
# solucionario es un archivo aparte con las explicaciones. **La misma semilla (seed) siempre da la misma hoja**, así
# que puedes entregar una hoja y guardarte su solucionario. Desde una terminal:
#
# ```
# casino-learn worksheet --topic building --count 10 --seed 42 --variant royal --out worksheets --lang es
# ```
#
# Temas: `capturing`, `building`, `trailing`, `scoring`, `strategy`, `royal`, `mixed`. Lo mismo
# desde Python:

# %% [check: worksheet]
import tempfile
from pathlib import Path

import casino_learn as cl
cl.set_language("es")
from casino_learn.exercises.worksheet import write_worksheet

folder = Path(tempfile.mkdtemp())
sheet, key = write_worksheet("building", count=4, seed=42, variant="royal", out_dir=folder)
print(sheet.name, "y", key.name)

# %% [markdown]
# Abre los dos archivos en un navegador e imprímelos (Archivo → Imprimir). Esta es la parte de arriba de la hoja:

# %% [code as in English]

# %% [markdown]
# ## Recoger el progreso y el informe de la clase
#
# En la lección 00 cada estudiante escribe su nombre una sola vez (**Guardar mi progreso**); desde entonces se
# guarda cada ejercicio que responde en cualquier lección, y cada lección muestra *Eres …* con **Mi
# progreso** y **Cambiar nombre** (para una computadora compartida) encima de sus ejercicios. Sirven nombres en
# cualquier alfabeto. El progreso de cada estudiante es un archivo pequeño, `progress-<name>-<code>.json` (el código
# distingue a dos estudiantes con nombres parecidos, por ejemplo *Ana* y *ana*), en su carpeta `.casino_learn`, o
# en la carpeta que indique `CASINO_LEARN_HOME` (en una sala de computadoras, ponle una carpeta compartida).
# Los archivos de versiones anteriores del kit (`progress-<name>.json`) también se leen. Recoge los archivos
# y ejecuta:
#
# ```
# casino-learn class-report progress-*.json --out report --lang es
# ```
#
# El comando escribe `class-summary.csv` (ábrelo en una hoja de cálculo; tiene una fila por estudiante y tipo de
# ejercicio) y un gráfico por tema. La columna `status` dice `needs help` (**necesita ayuda**) para un estudiante que
# lo intentó y le cuesta (dominio por debajo del 40%, o una pista o más por ejercicio) y `not started`
# (**sin empezar**) para uno que todavía no lo ha intentado: en los gráficos, *necesita ayuda* es una barra roja
# rayada con los intentos, los ejercicios resueltos y las pistas escritos al lado, y *sin empezar* no tiene barra,
# solo las palabras en gris. Un archivo que no se puede leer no detiene el informe: tiene su propia fila (status
# `unreadable file`, con el motivo en la columna `problem`), aparece en la pantalla, y el
# comando termina con **código de salida 1**, así que nunca se te pasa un archivo perdido. Aquí tienes una clase pequeña de
# estudiantes inventados: Ana, Ben y Chen respondieron tres preguntas de tirar (Ana acertó las tres, Ben
# ninguna, Chen dos), Dee no ha empezado, y el archivo de Dan está dañado:

# %%
from casino_learn.exercises.classreport import class_report, example_class

class_folder = Path(tempfile.mkdtemp())
example_class(class_folder, [("Ana", 3), ("Ben", 0), ("Chen", 2), ("Dee", -1)])  # estudiantes inventados; Dee no ha empezado
(class_folder / "progress-Dan.json").write_text("{ esto no es un archivo de progreso")
report = class_report(sorted(class_folder.glob("progress-*.json")), class_folder / "report")
print(report)

# %% [check: class-report]
import csv

with open(report.csv_path, newline="", encoding="utf-8") as handle:
    rows = list(csv.DictReader(handle))
print(len(rows), "filas; columnas:", ", ".join(rows[0]))
for row in rows:
    if row["kind"] == "may_trail" or row["status"] == "unreadable file":
        print(f"{row['learner'] or '(archivo)':6} {row['kind'] or '-':10} intentos {row['attempts'] or '-':>2}  {row['status']:15} {row['problem'][:40]}")

# %% [markdown]
# El gráfico de tirar: Ben necesita ayuda (barra roja, rayada), Dee no ha empezado (palabras en gris, sin barra).

# %% [code as in English]

# %% [markdown]
# ## Práctica que se adapta
#
# En la página de práctica, un estudiante puede pulsar **Practicar mis puntos débiles**: entonces el kit elige cada
# ejercicio a partir del propio registro del estudiante. Primero va su tema más débil; tres aciertos seguidos al
# primer intento (sin pistas) suben ese tipo de ejercicio un nivel, y dos fallos seguidos
# (sin resolver, o resuelto solo con pistas o con la solución) lo bajan un nivel; además, cada quinto ejercicio
# repasa algo que ya domina, para que no se le olvide. El nivel alcanzado se guarda en el
# archivo de progreso. La misma elección está disponible en Python:

# %% [check: adaptive]
import random

from casino_learn.exercises import Progress
from casino_learn.exercises.adaptive import next_exercise

ben = Progress.load("Ben", home=class_folder)
pick = next_exercise(ben, random.Random(1))
print(pick.kind, "en el nivel", pick.level)
print(pick.why(ben))

# %% [markdown]
# ## La app web para el aula
#
# Para poner el juego y los ejercicios delante de una clase sin que nadie toque código, ejecuta esto en
# la computadora del profesor:
#
# ```
# casino-learn app --ip 0.0.0.0 --port 8866
# ```
#
# La app sirve dos páginas con Voilà: **Jugar una partida** (la mesa de juego) y **Practicar** (ejercicios con el
# archivo de progreso de cada estudiante, y **Practicar mis puntos débiles**). Los estudiantes abren
# `http://<teacher's computer>:8866` (con la dirección de tu computadora) en un navegador de la misma red; solo ven
# widgets y no pueden ejecutar código. Usa `--ip 127.0.0.1` (la opción por defecto) para probarla primero en tu
# propia computadora. La computadora del profesor tiene que permitir conexiones entrantes en ese puerto; pulsa
# Ctrl+C para detener la app.
#
# ### Una clase con códigos personales
#
# ```
# pip install -e '.[app]'
# casino-learn class new "7A" --students names.txt --variant classic --opponent beginner --level 1
# casino-learn class start "7A" --ip 0.0.0.0 --port 8866
# ```
#
# 1. `names.txt` tiene el nombre de un estudiante por línea (en cualquier alfabeto; dos estudiantes no pueden tener el
#    mismo nombre). `class new` muestra la carpeta de la clase, la **Clave del profesor** y la ruta de la
#    **Hoja de códigos de acceso** (imprímela y recorta las tarjetas: una por estudiante, con su código de acceso). Los códigos solo se guardan como
#    hashes: imprime la hoja en ese momento. Si un estudiante perdió su tarjeta: `casino-learn class codes "7A" --new "Ana"`;
#    para una clave del profesor nueva: `casino-learn class codes "7A" --teacher`.
# 2. `class start` sirve la clase (`app --class "7A"` hace lo mismo). Los estudiantes abren
#    `http://<teacher's computer>:8866`, escriben su código y reciben **su propia** partida (sus propios
#    repartos; el juego, el rival y el nivel de la clase) y **su propio** progreso. Su partida se guarda
#    después de cada jugada y vuelve tal como estaba: en otra pestaña, después de Ctrl+C y un nuevo
#    inicio, y hasta después de un fallo. **Salir** termina la sesión (hazlo en las computadoras
#    compartidas). Los códigos equivocados se rechazan, y después de varios, esa computadora tiene que
#    esperar un minuto.
# 3. Tú abres la **Vista del profesor**, en `http://<teacher's computer>:8866/teacher` (o con el enlace *Abre la vista
#    del profesor* de la página de inicio), y escribes la clave del profesor: ves el dominio, los
#    intentos y las estrellas por tema de cada estudiante, y quién **necesita ayuda** (lo intentó y le cuesta) aparte de
#    quién está **sin empezar**; la página se actualiza sola cada 10 segundos. Puedes descargarla como CSV, o
#    cambiar ahí el juego, el rival y el nivel de ejercicios de la clase (`casino-learn class settings`
#    hace lo mismo desde una terminal).
#
# El juego, el rival, el nivel, el nombre del estudiante y la casilla escondida "Mostrar todas las manos (para enseñar)"
# se deciden en tu computadora: un estudiante que manipule la página no puede cambiarlos ni ver las
# cartas de la computadora.
#
# **Lo que necesita la computadora.** Toda la clase corre en un solo programa: cada estudiante cuesta
# unos 1 MB de memoria, no un Python entero. Medido en una computadora de 2 núcleos con 60 estudiantes
# que llegan uno tras otro en navegadores nuevos (`python benchmarks/bench_class60.py --students 60`):
# los 60 recibieron su mesa; una primera visita descarga 12 kB (todos los archivos vienen de tu
# computadora, nada de internet); cada estudiante vio su mano como 1 s después de abrir la página de
# inicio (menos de 2 s el más lento); el servidor ocupa 85 MB sin nadie y 147 MB con los 60 en su página;
# arranca en 1–2 s y se detiene con Ctrl+C en 1–3 s. **Una laptop con 2
# núcleos y 4 GB de memoria puede con una clase de 30 (unos 150 MB para el servidor) o de 60 (unos
# 200 MB).** Cada estudiante que llega le cuesta al servidor unos 0.13 s de procesador: cuando toda la
# clase llega en el mismo minuto, los últimos esperan unos segundos por su mesa. La partida de una
# pestaña cerrada se libera después de un minuto; un minuto después de cerrarse la última pestaña, el
# servidor vuelve a arrancar solo (la misma dirección, nadie tiene que volver a entrar, todas las
# partidas se guardan) y vuelve a la memoria que ocupa sin nadie (79 MB dos minutos después de irse los 60).
#
# **Cuando algo sale mal.**
# * *Un estudiante ve "Vuelve a entrar, por favor"*: la página se abrió en otro navegador, o después de
#   **Salir**: que vuelva a entrar con su código.
# * *"Demasiados códigos equivocados"*: espera un minuto; revisa la tarjeta (los códigos no
#   distinguen mayúsculas de minúsculas e ignoran los espacios).
# * *Las páginas van lentas*: otros programas están usando los núcleos; ciérralos. Los navegadores de los
#   estudiantes dibujan las páginas en sus propias computadoras; la tuya solo corre las partidas.
# * *Los estudiantes no se pueden conectar*: el servidor tiene que ejecutarse con `--ip 0.0.0.0`, y el cortafuegos
#   (firewall) de la computadora tiene que permitir el puerto.
# * *El archivo de progreso de un estudiante está dañado*: se aparta con la fecha y la hora, nunca se borra; la
#   vista del profesor lo muestra como un *archivo ilegible*.
#
# **Imprimir.** `casino-learn worksheet ... --paper a4 --lang es` (o `letter`) imprime unas tres páginas para
# diez preguntas sin fondos de color; `casino-learn handout --variant classic` escribe un resumen de las reglas en
# una página para el pupitre de cada estudiante.
#
# ## En el servidor de la escuela
#
# Si tu escuela tiene el kit en su propio servidor (JupyterHub, instalado por el departamento de informática con
# `casino-learn hub`), no hay nada que instalar en el aula:
#
# * **Iniciar sesión.** Tú y tus estudiantes inician sesión en `https://<school server>/hub/login` (la dirección del
#   servidor de la escuela) con el nombre de usuario y la primera contraseña que el administrador del hub de la escuela
#   les dio en una tarjeta impresa (cambia la contraseña enseguida en
#   `https://<school server>/hub/change-password`). Si tu escuela deja que los profesores creen su propia cuenta,
#   regístrate en `https://<school server>/hub/signup` y espera a que el administrador del hub te apruebe.
# * **Tu vista del profesor.** Abre `https://<school server>/services/casino-teacher/` (también está
#   en **Services** en el menú del hub). Solo muestra tus propias clases: es la misma página en vivo que
#   la **Vista del profesor** de la app para el aula (quién necesita ayuda, quién está sin empezar, el dominio por tema,
#   las estrellas del curso), se actualiza cada 10 segundos y se puede descargar como CSV. No hace falta clave del
#   profesor: basta con haber iniciado sesión. Los enlaces **Inicio del hub** y **Cerrar sesión** están arriba en la
#   página. El botón **Start My Server** del hub te da un servidor de estudiante solo para ti, para probar lo que ven
#   tus estudiantes; tu vista del profesor sigue en la dirección de arriba.
# * **Lo que ven los estudiantes.** Cada estudiante tiene su propio servidor con su propio progreso. Una clase
#   configurada como *app* abre las páginas **Jugar una partida** y **Practicar** (su nombre es su nombre de usuario);
#   una clase configurada como *course* abre estos notebooks en JupyterLab, cada estudiante con su propia copia. En el
#   servidor de la escuela, el nombre de cada estudiante es su nombre de usuario, en todas las lecciones y en la página
#   de práctica: nadie escribe un nombre, y el progreso de un estudiante aparece en tu vista del profesor desde su
#   primer ejercicio. Los estudiantes no pueden abrir tu vista del profesor ni el trabajo de los demás.
# * **Las clases y las cuentas** están en el archivo de la escuela (school file); pídele al administrador del hub que
#   añada una clase o un estudiante, o que restablezca una contraseña olvidada.
#
# ## Prueba tú los ejercicios

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]