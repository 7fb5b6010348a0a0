<?php

declare(strict_types=1);

use Borough\Planning\Application;
use Borough\Planning\Dates;
use Borough\Planning\FeeCalculator;
use Borough\Planning\FeeSchedule;
use PHPUnit\Framework\TestCase;

final class FeeCalculatorTest extends TestCase
{
    private FeeCalculator $calculator;

    protected function setUp(): void
    {
        $this->calculator = new FeeCalculator(new FeeSchedule());
    }

    private function resubmission(string $received, string $decided): Application
    {
        return new Application('26/0417/HH', 'householder', Dates::parse($received), 0, 0, Dates::parse($decided));
    }

    public function testFirstApplicationPays(): void
    {
        $app = new Application('26/0416/HH', 'householder', Dates::parse('02/11/2026'));
        $this->assertFalse($this->calculator->freeGo($app));
        $this->assertSame(25_800, $this->calculator->fee($app));
    }

    public function testResubmissionWithinAYearIsFree(): void
    {
        $this->assertSame(0, $this->calculator->fee($this->resubmission('02/11/2026', '20/03/2026')));
        $this->assertSame(0, $this->calculator->fee($this->resubmission('19/11/2026', '20/11/2025')));
    }

    public function testResubmissionAfterAYearPays(): void
    {
        $this->assertSame(25_800, $this->calculator->fee($this->resubmission('21/11/2026', '20/11/2025')));
    }
}
