#include "fixture.h"

const char *const DUNMORE_ORDER[11] = {
    "Hale", "Okafor", "Brannigan", "Patel", "Lindqvist", "Mensah",
    "Achterberg", "Kowal", "Reyes", "Tiernan", "Quayle",
};

const char *const DUNMORE_SIX_OVERS =
    "o:Ashby 0 0 1 0 0 4 "
    "o:Wren 0 0 0 0 0 0 "
    "o:Ashby 1 wd 0 W 0 2lb 0 "
    "o:Castell 0 0 0 0 0 1 "
    "o:Wren 0 0 0 0 nb 0 0 "
    "o:Ashby 4 6 0 1 W 0";

InningsError play_dunmore(Innings *inn)
{
    int where = 0;
    innings_init(inn, DUNMORE_ORDER, 11);
    return innings_play(inn, DUNMORE_SIX_OVERS, &where);
}
