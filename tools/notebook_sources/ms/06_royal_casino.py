# %% [markdown]
# # Pelajaran 6: Casino Diraja
#
# *Lebih kurang 40 minit.* Jalankan setiap sel dengan **Shift + Enter**, bermula dari atas.
#
# **Casino Diraja** ialah versi yang dimainkan di Republik Dominica. Ia menggunakan dek yang sama, agihan
# yang sama dan tiga langkah yang sama (tangkap, bina, buang) seperti permainan Klasik yang anda tahu. Pelajaran ini
# satu-satunya tempat dalam kursus yang mengajar peraturan Diraja. Ia bermula daripada perubahan kecil hingga perubahan besar:
#
# 1. apa yang berubah dalam Diraja: senarai penuh dalam satu halaman,
# 2. arah permainan,
# 3. nilai kad Diraja dan as (peringkat 1), dan membina hingga 14 (peringkat 2),
# 4. dua peraturan langkah Diraja: tidak menaikkan binaan sendiri (peringkat 3) dan tidak membuang kad yang sepadan (peringkat 4),
# 5. sapu bersih yang memberi mata dan saling membatalkan,
# 6. **kiraan mengikut tertib**, **kunci** pada 18, 19 dan 20, dan **masa tambahan**: cara permainan Diraja dimenangi,
# 7. empat pemain dalam dua **pasukan berpasangan** (peringkat 5),
# 8. tiga perkara lagi untuk dilatih: menaikkan dengan ace dalam Diraja, binaan rakan anda dalam Klasik dan dalam Diraja, dan tiga pemain (sapu bersih dan seri).
#
# Setiap peringkat ada peraturan dalam bahasa mudah, gambar, dan tugasan pada meja hidup: klik kad anda, kemudian
# kad meja, kemudian langkah. Langkah yang dibenarkan tetapi tidak mencapai tugasan diterangkan dan dibatalkan.
# Anda memenangi sehingga tiga bintang setiap tugasan (cubaan pertama, tanpa petunjuk).

# %%
import casino_learn as cl
cl.set_language("ms")
from casino_learn.display import plots
from casino_learn.lesson import card_values
from casino_learn.lesson.royal import captured, count_out_explorer, deal, tell, tell_count, tell_partners, tell_result, tell_sweeps, tell_values
from casino_learn.rules.positions import position
from casino_learn.rules.table import Build
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## Apa yang berubah dalam Diraja
#
# Semua yang tiada dalam jadual ini sama seperti dalam Klasik: agihan ([§3](10_rules_reference.ipynb#s3)),
# menangkap, membina, menaikkan dan menambah, peraturan simpan penangkap ([R7](10_rules_reference.ipynb#R7)),
# peraturan pemilik tidak boleh membuang ([R9](10_rules_reference.ipynb#R9)), baki kad pada akhir
# agihan ([§9](10_rules_reference.ipynb#s9)), dan sebelas mata dalam setiap agihan.
#
# | | Klasik | Diraja |
# |---|---|---|
# | J, Q, K | tiada nombor: setiap satu hanya mengambil kad yang sama gambar (R5) | **11, 12, 13**: dijumlahkan dan dibina seperti kad lain ([§1.2](10_rules_reference.ipynb#s1.2)) |
# | As | 1 | **1 atau 14** apabila bersendirian; sentiasa **1** dalam kumpulan dua kad atau lebih ([§1.3](10_rules_reference.ipynb#s1.3)) |
# | Nilai binaan | 2 hingga 10 (dan 1 untuk binaan berganda daripada as tunggal) | **2 hingga 14**; dua as tunggal menjadi **14**, atau satu kumpulan A+A menjadi **2**, tidak pernah 1 ([R15](10_rules_reference.ipynb#R15)) |
# | Arah permainan | pemain di sebelah kiri pengagih bermula, permainan bergerak mengikut arah jam | pemain di sebelah **kanan** pengagih bermula, permainan bergerak **melawan arah jam** ([§2](10_rules_reference.ipynb#s2)) |
# | Menaikkan binaan sendiri | dibenarkan | **tidak dibenarkan**: jangan naikkan binaan sendiri ([R12](10_rules_reference.ipynb#R12)) |
# | Membuang kad semasa ada kad lepas yang sama nombor atau gambar di atas meja | dibenarkan | **tidak dibenarkan**: jangan buang kad yang sama dengan kad lepas ([R14](10_rules_reference.ipynb#R14)) |
# | Empat pemain | dua pasukan berpasangan (atau masing-masing sendiri, jika pemain bersetuju); anda boleh menaikkan atau menambah pada binaan rakan anda | sentiasa dua **pasukan berpasangan**; anda **tidak** boleh menaikkan atau menambah pada binaan rakan anda: jangan usik binaan rakan anda ([R13](10_rules_reference.ipynb#R13)) |
# | Sapu bersih | tidak memberi mata (sesetengah pemain bersetuju mengiranya, 1 mata setiap satu, tanpa pembatalan) | **1 mata setiap satu**, dan sapu bersih kedua-dua pihak **saling membatalkan** ([§10](10_rules_reference.ipynb#s10)) |
# | Mengira mata | jumlahkan mata agihan | **dikira mengikut tertib**, satu item pada satu masa ([§12.1](10_rules_reference.ipynb#s12.1)) |
# | Hampir 21 | tiada yang istimewa | **dikunci** pada 18, 19 dan 20: hanya satu item yang masih boleh memberi anda mata ([§12.2](10_rules_reference.ipynb#s12.2)) |
# | Kedua-dua pihak mencapai 21 dalam satu agihan | jumlah yang lebih tinggi tanpa seri menang; seri bermain satu agihan lagi | **masa tambahan**: agihan seterusnya dijumlahkan tanpa kunci sehingga satu pihak mendahului tanpa seri ([§12.3](10_rules_reference.ipynb#s12.3)) |
#
# Bahagian lain pelajaran ini membincangkan baris-baris ini satu demi satu.

# %% [markdown]
# ## Arah permainan (§2)
#
# Dalam Diraja, pemain di sebelah **kanan** pengagih bermain dahulu, dan permainan bergerak mengelilingi meja
# **melawan arah jam**. Agihan seterusnya diagih oleh pemain yang bermain dahulu dalam agihan ini, jadi tugas
# mengagih bergerak ke arah yang sama. Dalam Klasik sebaliknya: pemain di sebelah kiri pengagih
# bermula dan permainan bergerak mengikut arah jam.
#
# Arah tidak mengubah apa-apa lagi: setiap orang tetap memainkan satu kad setiap giliran, bergilir-gilir. Sebab itulah,
# di meja kit, pemain lain dinamakan mengikut **bila mereka bermain**, bukan tempat mereka duduk. Dengan
# dua pemain, hanya ada **Lawan**. Dengan empat, **Lawan 1** bermain sejurus selepas anda, kemudian **Rakan** anda
# (yang duduk bertentangan dengan anda), kemudian **Lawan 2**.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-values} (§1.2, §1.3)
#
# Dalam Diraja setiap kad ada nombor. Jek ialah 11, ratu 12 dan raja 13, jadi raja boleh mengambil
# 6 + 7 dan ratu boleh mengambil J + A. As ialah kad istimewa: **yang bersendirian** ia dikira 1 atau 14,
# mengikut keperluan anda, jadi as yang dimainkan menangkap sebagai **14** dan juga mengambil as lepas. **Dalam kumpulan**
# dua kad atau lebih, as sentiasa dikira **1** (14 tambah apa-apa akan lebih daripada 14, nilai tertinggi
# dalam permainan).

# %% [code as in English]

# %% [markdown]
# Yang sama dalam ayat. "Apabila dimainkan, ia menangkap sebagai" ialah nilai yang diambil oleh kad apabila anda memainkannya:

# %% [code as in English]

# %% [markdown]
# Sekarang cuba di atas meja. Gambar menunjukkan as menangkap sebagai 14; tugasan menjadi sedikit lebih sukar
# setiap kali, dan yang terakhir menggunakan jek dan as (dikira 1) dalam satu set.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-builds} (R15)
#
# Oleh sebab setiap kad ada nombor, binaan Diraja boleh mencapai **14**: jek menangkap binaan 11,
# ratu 12, raja 13 dan as 14. Peraturan simpan penangkap ([R7](10_rules_reference.ipynb#R7))
# masih terpakai: anda mesti menyimpan di tangan kad yang akan menangkap binaan anda.
#
# Dua as perlu diberi perhatian ([§1.3](10_rules_reference.ipynb#s1.3)). As yang dimainkan pada as lepas boleh menjadi:
#
# * binaan **14** dengan dua kumpulan, satu as setiap satu (setiap as yang bersendirian dikira 14), atau
# * binaan **2**, satu kumpulan A + A = 1 + 1.
#
# Ia tidak pernah binaan 1 dalam Diraja, kerana tiada kad Diraja yang menangkap sebagai 1. Di sini kit ditanya
# tentang binaan 1 dengan dua as:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Berlatih: binaan mana antara ini yang boleh anda buat? Soalan pertama sentiasa menawarkan binaan 11 hingga
# 14; yang kedua sentiasa ada as di dalamnya (as pada as: 14, atau 2, tidak pernah 1).

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-not-your-own-build} (R12)
#
# Dalam Klasik anda boleh menaikkan mana-mana binaan tunggal, termasuk binaan anda sendiri. Dalam Diraja, peraturan **Jangan naikkan
# binaan sendiri** ([R12](10_rules_reference.ipynb#R12)) menyatakan: anda hanya boleh menaikkan binaan milik
# **lawan** (binaan rakan anda juga tidak boleh diusik, peringkat 5). Anda sendiri tidak boleh mengubah nilai binaan anda (lawan masih boleh, jika ia binaan tunggal). Anda masih boleh menambah kumpulan yang sama nilai
# padanya, menangkapnya, atau membuat binaan baharu dengan kad anda dan kad lepas.
#
# Binaan 5 anda (3♣ + 2♥) ada di atas meja dan anda memegang 2♠, 5♦ dan 7♥. Bolehkah anda menaikkannya kepada 7?

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Berlatih: naikkan atau tambah? Salah satu langkah yang ditawarkan di sini sentiasa menaikkan binaan anda sendiri.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-no-trailing-a-matched-card} (R14)
#
# Peraturan **Jangan buang kad yang sama dengan kad lepas** ([R14](10_rules_reference.ipynb#R14)): dalam Diraja anda tidak
# boleh membuang kad selagi ada kad **lepas** yang sama nombor atau gambar di atas meja. As dihalang oleh
# as lepas. Kad seperti itu mesti menangkap atau membina. Dua perkara **tidak** menghalang buangan: kad yang
# sama nombor atau gambar di dalam binaan, dan keupayaan untuk menangkap satu jumlah. Tiada peraturan yang berkata "anda mesti menangkap"
# ([§6.3](10_rules_reference.ipynb#s6.3)), tetapi peraturan ini boleh menjadikan tangkapan satu-satunya langkah anda: dengan
# hanya 7♥ di tangan anda dan 7♣ lepas, 7♥ tidak boleh dibuang, dan ia juga tidak boleh membina, kerana anda
# tidak akan menyimpan kad untuk mengambil binaan itu (R7). Jadi ia mesti menangkap 7♣.

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Sapu bersih memberi mata, dan saling membatalkan (§10)
#
# **Sapu bersih** ialah tangkapan yang meninggalkan meja kosong sama sekali: tiada kad lepas dan tiada binaan.
# Dalam Diraja setiap sapu bersih bernilai **1 mata**, tetapi sapu bersih kedua-dua pihak **saling membatalkan** satu lawan satu: hanya
# pihak yang lebih banyak sapu bersih mendapat mata, dan hanya bezanya. Mengambil baki kad pada akhir
# agihan tidak pernah dikira sapu bersih.

# %% [code as in English]

# %% [markdown]
# Berlatih: kedua-dua pemain sudah ada sapu bersih di sini. Adakah tangkapan anda sapu bersih, dan selepas pembatalan,
# siapa mendapat berapa mata sapu bersih?

# %% [code as in English]

# %% [markdown]
# ## Kiraan mengikut tertib (§12.1)
#
# Agihan Diraja ada sebelas mata yang sama seperti agihan Klasik, ditambah sapu bersih. Tetapi mata itu dikira
# **satu pada satu masa, mengikut tertib ini**, dan jumlah setiap pihak naik langkah demi langkah:
#
# 1. kad terbanyak (3 mata),
# 2. sped terbanyak (1),
# 3. Casino Besar, 10♦ (2),
# 4. Casino Kecil, 2♠ (1),
# 5. empat as, mengikut tertib A♠, A♣, A♥, A♦ (1 setiap satu),
# 6. sapu bersih, satu mata pada satu masa.
#
# Mengira dengan cara ini dipanggil **kiraan mengikut tertib**. Mengapa tertib itu penting? Kerana peraturan seterusnya.
#
# ## Kunci pada 18, 19 dan 20 (§12.2)
#
# Anda tidak boleh merangkak ke 21 satu mata demi satu mata. Apabila jumlah berjalan anda
#
# * **18**, hanya **kad terbanyak** (3 mata) boleh memberi anda mata: 18 + 3 = 21,
# * **19**, hanya **Casino Besar** (2 mata) boleh memberi anda mata: 19 + 2 = 21,
# * **20**, hanya **Casino Kecil** (1 mata) boleh memberi anda mata: 20 + 1 = 21.
#
# Kita katakan anda **dikunci**. Apa-apa lagi yang anda menangi semasa dikunci **hilang**: tiada sesiapa mendapatnya. Jadi
# pihak yang ada 18 atau lebih tidak pernah mendapat mata sapu bersih, **tetapi sapu bersihnya masih membatalkan sapu bersih lawan**
# ([§10](10_rules_reference.ipynb#s10)): jika anda ada 19 dengan 2 sapu bersih dan lawan, yang ada 10,
# ada 3 sapu bersih, lawan mendapat 1 mata sapu bersih, bukan 3 (dan anda tidak mendapat apa-apa). Apabila item anda sendiri tiba, anda mencapai tepat 21: anda
# **keluar**. Kunci disemak **pada saat setiap item dikira**, jadi pihak yang ada 17 dan memenangi
# kad terbanyak melompat ke 20, dan mulai saat itu hanya Casino Kecil boleh membantunya.

# %% [markdown]
# ### Contoh 1: 18 lawan 13
#
# Anda ada 18 mata, Lawan ada 13. Inilah apa yang ditangkap oleh setiap pihak dalam agihan ini:

# %% [code as in English]

# %% [markdown]
# Anda ada lebih banyak kad, jadi **item yang paling pertama** membawa anda dari 18 ke 21: anda keluar dan menang.
# Item Lawan tetap dikira: 13 → 14 (sped) → 16 (Casino Besar) → 17 (Casino Kecil) →
# 18 (A♣). Kini Lawan dikunci pada 18, jadi A♥ dan A♦ **hilang**. Pengiraan dalam kata-kata kit:

# %% [code as in English]

# %% [markdown]
# Pengiraan yang sama pada helaian skor (lajur **Dikira** menunjukkan apa yang dilepaskan oleh kunci):

# %% [code as in English]

# %% [markdown]
# ### Contoh 2: 19 lawan 20
#
# Sekarang anda ada 19 dan Lawan ada 20:

# %% [code as in English]

# %% [markdown]
# Kira sendiri dahulu (tutup bahagian di bawah dengan tangan anda): kemudian buka lipatan untuk melihat
# kiraan langkah demi langkah, dan bandingkan dengan kiraan kit yang dicetak di bawahnya.
#
# <details><summary>Kiraan, langkah demi langkah</summary>
#
# * **Kad terbanyak**: Lawan. Tetapi Lawan ada 20, dan pada 20 hanya Casino Kecil dikira: **hilang**.
# * **Sped terbanyak**: anda. Anda ada 19, dan pada 19 hanya Casino Besar dikira: **hilang**.
# * **Casino Besar**: anda! 19 + 2 = **21**, anda keluar.
# * **Casino Kecil**: Lawan! 20 + 1 = **21**, Lawan juga keluar.
# * As datang terlambat: kedua-dua pihak sudah keluar.
#
# **Kedua-dua** pihak mencapai 21 dalam agihan yang sama.
#
# </details>

# %% [code as in English]

# %% [markdown]
# ## Masa tambahan (§12.3)
#
# Apabila dua pihak keluar dalam agihan yang sama, permainan masuk **masa tambahan**. Agihan masa tambahan **tiada
# kunci**: setiap item hanya ditambah, termasuk sapu bersih. Selepas setiap agihan masa tambahan, pihak yang ada mata **paling
# banyak, tanpa seri**, menang. Jika jumlahnya masih sama, satu lagi agihan masa tambahan dimainkan.
#
# Katakan agihan masa tambahan ialah agihan daripada contoh 1 (anda menangkap kad terbanyak), dan anda juga membuat satu sapu bersih:

# %% [code as in English]

# %% [markdown]
# Kad terbanyak tidak menentukannya: anda mendapat 3 (kad terbanyak) + 1 (A♠) + 1 (sapu bersih) = 5, dan
# Lawan 1 (sped) + 2 (Casino Besar) + 1 (Casino Kecil) + 3 (A♣, A♥, A♦) = 7. Tanpa kunci, setiap
# mata dikira.
#
# Keseluruhan cerita sebagai garis masa. Jalur oren ialah **zon kunci** (18, 19, 20): kedua-dua pihak mencapai
# 21 dalam agihan yang sama, masa tambahan bermula, dan agihan masa tambahan menentukan permainan.

# %% [code as in English]

# %% [markdown]
# ### Cuba sendiri
#
# Gerakkan gelangsar untuk memilih skor **sebelum** agihan contoh 1 (kad Lawan ialah
# kad contoh 1, anda ada selebihnya, dan anda membuat sapu bersih yang anda pilih). Cuba ini:
#
# * anda pada **17**: kad terbanyak membawa anda ke 20... dan kemudian?
# * anda pada **19** dengan 2 sapu bersih: adakah sapu bersih anda membantu?
# * Lawan pada **16**: sejauh mana Lawan sampai?

# %% [code as in English]

# %% [markdown]
# ### Berlatih kiraan mengikut tertib
#
# Empat kiraan mengikut tertib, daripada mudah hingga sukar. Kira item **mengikut tertib** dan perhatikan kunci. Dalam yang pertama,
# satu pihak sudah hampir 21 dan anda hanya menyatakan siapa yang menang; dalam yang kedua, satu pihak menjadi dikunci semasa
# pengiraan; dalam yang ketiga, kedua-dua pihak hampir 21; yang keempat ialah agihan masa tambahan, tanpa apa-apa kunci.

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Empat pemain: dua pasukan berpasangan (§2, R13)
#
# Dengan empat pemain, Diraja sentiasa dimainkan dalam dua **pasukan berpasangan**: rakan sepasukan duduk **bertentangan**
# antara satu sama lain. Mengikut giliran bermain, anda bertemu Lawan 1, kemudian Rakan anda, kemudian Lawan 2. **Kad tangkapan**
# kedua-dua rakan sepasukan **dikira bersama**: satu pihak, satu skor.

# %% [code as in English]

# %% [markdown]
# Berlatih: kira mata agihan empat pemain. Kad tangkapan setiap rakan sepasukan disenaraikan berasingan; jumlahkan
# mengikut pihak sebelum anda membandingkan.

# %% [code as in English]

# %% [markdown]
# Tetapi setiap **binaan** tetap milik seorang pemain. Peraturan **Jangan usik binaan rakan anda**
# ([R13](10_rules_reference.ipynb#R13)): anda **tidak boleh menaikkan atau menambah** pada binaan rakan anda. Anda
# **boleh menangkap**nya, dan anda boleh membuat binaan berasingan yang sama nilai. Binaan lawan
# boleh anda naikkan atau tambah seperti biasa (dan binaan anda sendiri boleh anda tambah, tetapi tidak boleh dinaikkan, R12).

# %% [markdown]
# ### {stage heading: royal-partners}

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-ace-raise}
#
# Apabila as **menaikkan** binaan, ia hanya menambah **1** ([§6.2](10_rules_reference.ipynb#s6.2)): binaan 11 menjadi 12.
# (As yang bersendirian masih boleh menjadi satu kumpulan penuh bernilai 14, seperti dalam binaan 14 daripada as tunggal.)

# %% [code as in English]

# %% [markdown]
# ## {stage heading: partners-builds}
#
# Meja yang serupa, dua permainan: Klasik membenarkan anda membina pada binaan rakan anda, Diraja tidak.

# %% [code as in English]

# %% [markdown]
# ## Tiga pemain: sapu bersih dan seri (§10, §11.1)
#
# Dengan tiga pemain, sapu bersih saling membatalkan tiga hala: hanya pemain yang paling banyak sapu bersih mendapat mata, dan
# hanya bilangannya tolak bilangan kedua terbanyak; dua pemain yang seri di tempat teratas tidak mendapat mata sapu bersih langsung. Seri
# di tempat teratas untuk kad terbanyak atau sped terbanyak tidak memberi mata, walaupun pemain ketiga ada lebih sedikit.
# Kira mata agihan tiga pemain ini.

# %% [code as in English]

# %% [markdown]
# ## Uji diri anda
#
# Empat soalan tentang langkah Diraja, daripada mudah hingga sukar: nilai as, paling banyak yang boleh diambil oleh as, buangan
# yang mungkin dilarang, dan meja empat pemain dengan binaan anda sendiri, binaan rakan anda dan binaan lawan.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # siapa anda, dan Kemajuan saya

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Apa yang anda pelajari
#
# * Diraja dimainkan melawan arah jam: pemain di sebelah kanan pengagih bermula (§2).
# * J, Q, K ialah 11, 12, 13; as ialah 1 atau 14 apabila bersendirian dan 1 dalam kumpulan (§1.3). Binaan boleh mencapai
#   14; dua as tunggal membina 14, atau A + A menjadi 2 (R15).
# * Anda tidak boleh menaikkan binaan anda sendiri (R12), dan tidak boleh membuang kad selagi ada kad lepas yang sama nombor atau gambar di atas
#   meja (R14).
# * Setiap sapu bersih bernilai 1 mata, dan sapu bersih kedua-dua pihak saling membatalkan (§10).
# * Mata agihan **dikira mengikut tertib**, item demi item: kad terbanyak, sped terbanyak, Casino Besar (10♦), Casino Kecil
#   (2♠), as ♠ ♣ ♥ ♦, kemudian sapu bersih (§12.1).
# * Pada **18** hanya kad terbanyak memberi mata, pada **19** hanya Casino Besar, pada **20** hanya Casino Kecil; selebihnya
#   hilang (§12.2).
# * Jika dua pihak keluar dalam agihan yang sama: **masa tambahan**, dijumlahkan tanpa kunci sehingga satu pihak
#   mendahului tanpa seri (§12.3).
# * Dengan empat pemain, kad tangkapan rakan sepasukan dikira bersama, tetapi anda tidak boleh menaikkan atau menambah pada
#   binaan rakan anda (R13).
#
# Itulah keseluruhan permainan. Seterusnya: mainkan satu permainan penuh menentang komputer!
