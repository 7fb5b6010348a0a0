<?php

declare(strict_types=1);

namespace PigeonRace\Tests\Report;

use PHPUnit\Framework\TestCase;
use PigeonRace\Race\ResultSheet;
use PigeonRace\Report\ResultPrinter;
use PigeonRace\Tests\Fixtures;
use PigeonRace\Tests\Race\ResultSheetTest;

final class ResultPrinterTest extends TestCase
{
    public function testOvernightSheet(): void
    {
        $expected = <<<'TXT'
            Tarbes, liberated Sat 6 Jul 2024 06:45
            Pos  Member             Ring                  Yards      Arrived   Velocity
            1    A. Okonkwo         GB22X41100        1,139,435 Sat 21:40:05   1272.993
            2    J. Hartley         GB23N07781        1,134,675 Sun 07:47:18   1078.281
            3    Pryce & Son        GB23B00912        1,128,699 Sun 10:02:30    950.483

            TXT;

        self::assertSame($expected, (new ResultPrinter())->render(ResultSheetTest::tarbesSheet()));
    }

    public function testNoBirdsClocked(): void
    {
        $expected = <<<'TXT'
            Weymouth, liberated Sat 15 Jun 2024 07:15
            Pos  Member             Ring                  Yards      Arrived   Velocity
            No birds clocked.

            TXT;

        self::assertSame($expected, (new ResultPrinter())->render(new ResultSheet(Fixtures::weymouth())));
    }
}
