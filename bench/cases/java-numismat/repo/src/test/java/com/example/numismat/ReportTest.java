package com.example.numismat;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ReportTest {

    @Test
    void oneLinePerCoinAndATotal() {
        String expected = String.join("\n",
                "1915     Austria 4 ducat        MS-63  Au 13.76 g   semi   $1,059.87  $1,100.00",
                "1967     Canada silver dollar   MS-60  Ag 18.66 g             $17.73     $17.73",
                "1909-S   US Lincoln cent        F-12                semi       $0.03  $1,000.00",
                "1881-S   US Morgan dollar       MS-63  Ag 24.06 g             $22.85     $95.00",
                "1893-S   US Morgan dollar       VF-20  Ag 24.06 g   semi      $22.85     $45.00",
                "1986     US Silver Eagle        MS-69  Ag 31.07 g             $29.52     $48.00",
                "6 coins, total $2,305.73",
                "");
        assertEquals(expected, Report.render(Fixtures.collection(), Fixtures.spot()));
    }

    @Test
    void baseMetalHasNoContentColumn() {
        assertEquals("", Report.content(Fixtures.LINCOLN_1909_S_VDB));
        assertEquals("Au 13.76 g", Report.content(Fixtures.AUSTRIA_4_DUCAT_1915));
    }
}
