<?php

declare(strict_types=1);

use Hillside\Orchard\Ledger;
use Hillside\Orchard\Report\DailyReport;
use PHPUnit\Framework\TestCase;

final class DailyReportTest extends TestCase
{
    public function testBoard(): void
    {
        $ledger = Ledger::fromText("Ana 12 Braeburn 17.5\nBen 12 Braeburn 18.0\nAna 13 Gala 16.0\nCai 13 Gala 9.5\nAna 14 Gala 1004.0");
        $this->assertSame(
            "Harvest 2026-09-14\n" .
            "\n" .
            "Picker  Bins       kg\n" .
            "------  ----  -------\n" .
            "Ana        3  1,037.5\n" .
            "Ben        1     18.0\n" .
            "Cai        1      9.5\n" .
            "\n" .
            "Variety        kg\n" .
            "--------  -------\n" .
            "Braeburn     35.5\n" .
            "Gala      1,029.5\n",
            (new DailyReport($ledger, '2026-09-14'))->render(),
        );
    }
}
