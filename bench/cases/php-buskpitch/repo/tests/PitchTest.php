<?php

declare(strict_types=1);

namespace Buskpitch\Tests;

use Buskpitch\Act;
use Buskpitch\Pitch;
use PHPUnit\Framework\TestCase;

final class PitchTest extends TestCase
{
    public function testCoversItsOpeningHours(): void
    {
        $pitch = Fixtures::marketCross();
        $this->assertTrue($pitch->covers(10, 12));
        $this->assertFalse($pitch->covers(9, 11));
        $this->assertFalse($pitch->covers(20, 22));
    }

    public function testAcousticActsPlayAnywhere(): void
    {
        $this->assertTrue(Fixtures::bridgeSteps()->allows(Fixtures::fiddler()));
        $this->assertTrue(Fixtures::marketCross()->allows(Fixtures::fiddler()));
    }

    public function testAmplificationOnlyWhereAllowed(): void
    {
        $this->assertTrue(Fixtures::marketCross()->allows(Fixtures::band()));
        $this->assertFalse(Fixtures::bridgeSteps()->allows(Fixtures::band()));
    }

    public function testCircleShowsNeedTheSpace(): void
    {
        $this->assertTrue(Fixtures::bridgeSteps()->allows(Fixtures::juggler()));
        $this->assertFalse(Fixtures::marketCross()->allows(Fixtures::juggler()));
    }

    public function testRejectsHoursTheWrongWayRound(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Pitch('X', 'Nowhere', 'B', 18, 9);
    }

    public function testUnknownActType(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Act('BP-9', 'Mime', 'silent');
    }
}
