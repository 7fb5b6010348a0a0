// Thirty sheets from the catalogue export, in accession order.
export const SHEETS = `
# accession | family | genus | species | collector | year | locality
K00101 | Asteraceae | Achillea | millefolium | DRUCE, George Claridge | 1915 | Kynance Cove, Cornwall
K00102 | Rosaceae | Potentilla | erecta | DRUCE, George Claridge | 1846 | Port Meadow, Oxford
K00103 | Orchidaceae | Anacamptis | pyramidalis | BABINGTON, Charles Cardale | 1894 | Wicken Fen, Cambs
K00106 | Poaceae | Holcus | lanatus | HOOKER, Joseph Dalton | 1914 | Malham, Yorks
K00109 | Rosaceae | Rubus | fruticosus | HOOKER, Joseph Dalton | 1864 | Box Hill, Surrey
K00112 | Poaceae | Dactylis | glomerata | DRUCE, George Claridge | 1922 | Wicken Fen, Cambs
K00114 | Rosaceae | Alchemilla | vulgaris | HOOKER, Joseph Dalton | 1911 | Ben Lawers, Perthshire
K00115 | Rosaceae | Rosa | canina | DRUCE, George Claridge | 1848 | Port Meadow, Oxford
K00116 | Orchidaceae | Neottia | ovata | GIBSON, Phoebe | 1928 | Port Meadow, Oxford
K00118 | Rosaceae | Filipendula | ulmaria | BABINGTON, Charles Cardale | 1900 | Port Meadow, Oxford
K00120 | Poaceae | Festuca | rubra | BABINGTON, Charles Cardale | 1879 | Wicken Fen, Cambs
K00121 | Asteraceae | Senecio | jacobaea | HOOKER, Joseph Dalton | 1872 | Box Hill, Surrey
K00124 | Poaceae | Anthoxanthum | odoratum | BABINGTON, Charles Cardale | 1908 | Kynance Cove, Cornwall
K00126 | Orchidaceae | Gymnadenia | conopsea | HOOKER, Joseph Dalton | 1898 | Malham, Yorks
K00129 | Asteraceae | Cirsium | arvense | HOOKER, Joseph Dalton | 1856 | Port Meadow, Oxford
K00131 | Asteraceae | Hieracium | pilosella | DRUCE, George Claridge | 1937 | Malham, Yorks
K00132 | Asteraceae | Centaurea | nigra | GIBSON, Phoebe | 1894 | Box Hill, Surrey
K00135 | Rosaceae | Geum | urbanum | HOOKER, Joseph Dalton | 1938 | Port Meadow, Oxford
K00138 | Orchidaceae | Platanthera | bifolia | BABINGTON, Charles Cardale | 1884 | Ben Lawers, Perthshire
K00140 | Poaceae | Briza | media | DRUCE, George Claridge | 1904 | Port Meadow, Oxford
K00142 | Asteraceae | Bellis | perennis | HOOKER, Joseph Dalton | 1852 | Malham, Yorks
K00144 | Orchidaceae | Ophrys | apifera | HOOKER, Joseph Dalton | 1926 | Box Hill, Surrey
K00145 | Rosaceae | Prunus | spinosa | HOOKER, Joseph Dalton | 1930 | Malham, Yorks
K00148 | Orchidaceae | Epipactis | helleborine | DRUCE, George Claridge | 1928 | Kynance Cove, Cornwall
K00150 | Rosaceae | Crataegus | monogyna | HOOKER, Joseph Dalton | 1890 | Ben Lawers, Perthshire
K00152 | Rosaceae | Rosa | arvensis | HOOKER, Joseph Dalton | 1900 | Malham, Yorks
K00153 | Asteraceae | Leucanthemum | vulgare | DRUCE, George Claridge | 1855 | Kynance Cove, Cornwall
K00154 | Orchidaceae | Dactylorhiza | fuchsii | DRUCE, George Claridge | 1939 | Malham, Yorks
K00155 | Rosaceae | Sorbus | aucuparia | HOOKER, Joseph Dalton | 1872 | Kynance Cove, Cornwall
K00157 | Orchidaceae | Orchis | mascula | GIBSON, Phoebe | 1851 | Wicken Fen, Cambs
`;
