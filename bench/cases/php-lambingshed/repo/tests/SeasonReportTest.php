<?php

declare(strict_types=1);

namespace Lambing\Tests;

use Lambing\Flock;
use Lambing\LambingLog;
use Lambing\SeasonReport;
use PHPUnit\Framework\TestCase;

final class SeasonReportTest extends TestCase
{
    private SeasonReport $report;

    protected function setUp(): void
    {
        $this->report = new SeasonReport(Fixtures::flock(), Fixtures::log(), Fixtures::at('2026-04-15 12:00'));
    }

    public function testPercentages(): void
    {
        self::assertSame(8, $this->report->ewesPutToRam());
        self::assertSame(13, $this->report->lambsBorn());
        self::assertSame(150.0, $this->report->lambingPercent());
        self::assertSame(112.5, $this->report->rearingPercent());
        self::assertSame(30.8, $this->report->mortalityPercent());
    }

    public function testBirthWeightByLitterSize(): void
    {
        self::assertSame([1 => 6.0, 2 => 4.74, 3 => 3.8], $this->report->birthWeightByLitter());
    }

    public function testEmptySeason(): void
    {
        $report = new SeasonReport(new Flock(), new LambingLog(), Fixtures::at('2026-04-15 12:00'));
        self::assertSame(0.0, $report->lambingPercent());
        self::assertSame(0.0, $report->mortalityPercent());
        self::assertSame([], $report->birthWeightByLitter());
    }

    public function testRender(): void
    {
        self::assertSame(
            "Lambing report as at 15 Apr 2026\n"
            . "Ewes put to the ram: 8, lambed: 7\n"
            . "Lambs born: 13 (12 alive)\n"
            . "Lambing: 150.0%  Rearing: 112.5%  Mortality: 30.8%\n"
            . "Birth weights: singles 6.00 kg, twins 4.74 kg, triplets 3.80 kg\n",
            $this->report->render()
        );
    }
}
