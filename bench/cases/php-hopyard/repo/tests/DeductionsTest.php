<?php

declare(strict_types=1);

namespace Hopyard\Pay\Tests;

use Hopyard\Pay\Deductions;
use Hopyard\Pay\Picker;
use PHPUnit\Framework\TestCase;

final class DeductionsTest extends TestCase
{
    public function testPickersLivingOffSitePayOnlyForMeals(): void
    {
        $deductions = new Deductions(600, 350);
        $this->assertSame(1050, $deductions->forPicker(new Picker('p2', 'Ben', 'novice'), 4, 3));
    }

    public function testBunkhouseNightsAreAdded(): void
    {
        $deductions = new Deductions(600, 350);
        $onSite = new Picker('p1', 'Ana', 'seasoned', livesOnSite: true);
        $this->assertSame(3 * 600 + 3 * 350, $deductions->forPicker($onSite, 3, 3));
    }
}
