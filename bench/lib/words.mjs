/** A word list for realistic-looking prose (common English words, no markup characters). */
export const WORDS = `the of and to in a is that for it as was with be by on not he this are or his
from at which but have an they you were her she there would their we him been has when who will
more no if out so said what up its about into than them can only other new some could time these
two may then do first any my now such like our over man me even most made after also did many
before must through back years where much your way well down should because each just those people
how too little state good very make world still own see men work long get here between both life
being under never day same another know while last might us great old year off come since against
go came right used take three himself few house use during without again place around however home
small found thought went say part once general high upon school every does got united left number
course war until always away something fact though water less public put think almost hand enough
far took head yet government system better set told nothing night end why called eyes find going
look asked later knew point next city business give group toward young let room president side
social given present several order national second possible rather per face among form important
often things looked early white case john become large big need four within felt children along
saw best church ever least power development light thing seemed family interest want members mind
country area others done turned although open god service certain kind problem began different door
thus help sense means whole matter perhaps itself york times human law line above name example
action company hands local show whether five history gave today either act feet across taken past
quite anything seen having death week experience body word half really field am car words already
themselves information tell college shall money period held keep sure probably free seems political
real cannot behind miss question air office making brought whose special heard major problems ago
became federal moment study available known result street economic boy position reason change south
board individual job areas society west close turn love community true court force full seem
according art am front anyone river stood mother silver valley winter forest harbour lantern
morning evening quiet storm garden letter journey window mountain shadow bridge village candle
whisper ocean meadow stone feather orchard thunder compass library meadow harvest kitchen island
tower market lighthouse granite willow falcon ember velvet copper marble cedar hollow ribbon
sparrow timber crimson amber lantern cottage pebble glacier canyon prairie tundra lagoon estuary`
  .split(/\s+/)
  .filter(Boolean);

/** Given names and places for the atlas and legacy records. */
export const GIVEN_NAMES =
  `Ada Bram Cora Dario Elin Fenna Gideon Hana Ivo Juna Kasimir Lio Mara Nils Odile
Pavel Quinn Rhea Soren Tamsin Ulla Viggo Wren Xara Yusuf Zelda Anouk Bastian Celeste Dorian Esme
Felix Greta Hugo Ines Jasper Katja Leander Mila Noor Oskar Priya Ronan Saskia Tobias Una Valentin`
    .split(/\s+/)
    .filter(Boolean);

export const PLACE_PARTS = `North South East West High Low Old New Upper Lower Stone Mill River Lake
Wood Field Haven Ford Bridge Gate Marsh Cliff Glen Moor Vale Brook Crest Hollow Harbor Reach`
  .split(/\s+/)
  .filter(Boolean);
