<?php

declare(strict_types=1);

namespace Golf\Tests;

use Golf\Adjustment;
use PHPUnit\Framework\TestCase;

final class AdjustmentTest extends TestCase
{
    public function testMaximumIsANetDoubleBogey(): void
    {
        $tee = Fixtures::yellow();
        $this->assertSame(7, Adjustment::maximum($tee, 5, 1));
        $this->assertSame(5, Adjustment::maximum($tee, 7, 0));
        $this->assertSame(9, Adjustment::maximum($tee, 4, 2));
    }

    public function testBlowUpHoleIsCapped(): void
    {
        $card = Fixtures::ailsa()[3];
        $holes = Adjustment::holes($card, 12);
        $this->assertSame(7, $holes[4], 'a 9 on the stroke index 1 par 4 counts as 7');
        $this->assertSame(7, $holes[17], 'a 7 on the par 5 stands');
        $this->assertSame(91, Adjustment::gross($card, 12));
    }

    public function testNothingToAdjust(): void
    {
        $card = Fixtures::ailsa()[0];
        $this->assertSame(90, Adjustment::gross($card, 19));
    }

    public function testFewerStrokesLowerTheLimit(): void
    {
        $card = Fixtures::ailsa()[3];
        $this->assertSame(90, Adjustment::gross($card, 0));
    }
}
