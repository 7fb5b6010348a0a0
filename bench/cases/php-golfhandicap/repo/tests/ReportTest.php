<?php

declare(strict_types=1);

namespace Golf\Tests;

use Golf\Player;
use Golf\Report;
use PHPUnit\Framework\TestCase;

final class ReportTest extends TestCase
{
    public function testRecord(): void
    {
        $player = new Player('Ailsa Monro', 18.4);
        foreach (Fixtures::ailsa() as $card) {
            $player->record($card);
        }
        $expected = <<<'TXT'
            Handicap record: Ailsa Monro
            2026-04-04  Kingsbarrow Links (yellow) 69.6/126  gross  90  diff  18.3
            2026-04-18  Kingsbarrow Links (yellow) 69.6/126  gross  89  diff  17.4
            2026-05-02  Kingsbarrow Links (yellow) 69.6/126  gross  85  diff  13.8
            2026-05-16  Kingsbarrow Links (yellow) 69.6/126  gross  93  diff  19.2
            2026-05-30  Kingsbarrow Links (yellow) 69.6/126  gross  83  diff  12.0 *
            Index 12.0

            TXT;
        $this->assertSame($expected, Report::record($player));
    }

    public function testRecordBeforeThreeScores(): void
    {
        $player = new Player('Ailsa Monro', 18.4);
        $player->record(Fixtures::ailsa()[0]);
        $this->assertStringEndsWith("diff  18.3\nIndex 18.4 (fewer than 3 scores)\n", Report::record($player));
    }

    public function testCard(): void
    {
        $expected = "Ailsa Monro, Kingsbarrow Links (yellow) 69.6/126, 2026-05-02\n"
            . "Gross 85, playing handicap 18, net 67\n";
        $this->assertSame($expected, Report::card(Fixtures::ailsa()[2], 18.4));
    }
}
