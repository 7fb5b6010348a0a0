<?php

declare(strict_types=1);

use Eddyline\Slalom\ResultTable;
use PHPUnit\Framework\TestCase;

final class ResultTableTest extends TestCase
{
    public function testTheBoard(): void
    {
        $expected = <<<TXT
            K1W
            ===
              1    3  Maren Solberg          NOR  96.21 (2)    92.80 (0)    92.80
              2   12  Ilse Vermeer           NED  93.80 (0)    DNF          93.80
              3    5  Aiko Tanabe            JPN  95.77 (4)    143.15 (50)  95.77
              4   23  Hanna Lindgren         SWE  95.80 (0)    97.04 (0)    95.80
              5    8  Clara Dufresne         FRA  96.40 (0)    97.02 (2)    96.40
              6   17  Rosa Quintero          ESP  DNF          101.10 (4)   101.10
                  19  Petra Novak            SLO  DNF          DNF
                  11  Greta Hollis           GBR  DNS          DNS

            TXT;
        $this->assertSame($expected, ResultTable::render('K1W', Fixtures::heat()->standings()));
    }
}
