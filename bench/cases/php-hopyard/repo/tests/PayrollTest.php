<?php

declare(strict_types=1);

namespace Hopyard\Pay\Tests;

use Hopyard\Pay\Deductions;
use Hopyard\Pay\Payroll;
use Hopyard\Pay\Picker;
use Hopyard\Pay\RateCard;
use Hopyard\Pay\WeighIn;
use PHPUnit\Framework\TestCase;

final class PayrollTest extends TestCase
{
    private Payroll $payroll;

    protected function setUp(): void
    {
        $this->payroll = new Payroll(RateCard::season2026(), new Deductions(600, 350));
        $this->payroll->hire(new Picker('p1', 'Ana', 'seasoned', livesOnSite: true));
        $this->payroll->hire(new Picker('p2', 'Ben', 'novice'));
        $this->payroll->hire(new Picker('p3', 'Cy', 'novice', livesOnSite: true));
    }

    /** @return list<WeighIn> */
    private function weighIns(): array
    {
        return [
            new WeighIn('p1', 'goldings', 20.5, 'mon'),
            new WeighIn('p2', 'challenger', 12.3, 'mon'),
            new WeighIn('p3', 'fuggle', 10.0, 'mon'),
            new WeighIn('p1', 'fuggle', 18.0, 'tue'),
            new WeighIn('p2', 'challenger', 15.0, 'tue'),
            new WeighIn('p3', 'fuggle', 11.2, 'mon'),
            new WeighIn('p1', 'goldings', 22.0, 'wed'),
        ];
    }

    public function testGrossIsSummedPerPicker(): void
    {
        $lines = $this->payroll->week($this->weighIns());
        $this->assertSame([2953, 955, 805], array_map(static fn ($l) => $l->gross, $lines));
        $this->assertEqualsWithDelta(60.5, $lines[0]->kg, 0.001);
    }

    public function testNetTakesOffBunkhouseAndMeals(): void
    {
        $lines = $this->payroll->week($this->weighIns(), ['p1' => 7, 'p3' => 2]);
        $this->assertSame([2953 - 1050 - 4200, 955 - 700, 805 - 350 - 1200], array_map(static fn ($l) => $l->gross - $l->deductions, $lines));
    }

    public function testNetNeverGoesBelowZero(): void
    {
        $lines = $this->payroll->week($this->weighIns(), ['p1' => 7, 'p3' => 2]);
        $this->assertSame([0, 255, 0], array_map(static fn ($l) => $l->net(), $lines));
    }

    public function testUnknownPickerIsRefused(): void
    {
        $this->expectException(\DomainException::class);
        $this->payroll->week([new WeighIn('p9', 'fuggle', 3.0, 'mon')]);
    }
}
