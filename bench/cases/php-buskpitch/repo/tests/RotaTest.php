<?php

declare(strict_types=1);

namespace Buskpitch\Tests;

use Buskpitch\Rota;
use Buskpitch\RotaException;
use PHPUnit\Framework\TestCase;

final class RotaTest extends TestCase
{
    private const DAY = '2026-07-18';

    public function testBooksAFreeSlot(): void
    {
        $rota = new Rota();
        $booking = $rota->book(Fixtures::fiddler(), Fixtures::bridgeSteps(), self::DAY, 11, 2);
        $this->assertSame(13, $booking->end());
        $this->assertCount(1, $rota->forDay(self::DAY));
    }

    public function testBooksUpToClosingTime(): void
    {
        $rota = new Rota();
        $booking = $rota->book(Fixtures::band(), Fixtures::marketCross(), self::DAY, 19, 2);
        $this->assertSame(21, $booking->end());
    }

    public function testRefusesAfterClosing(): void
    {
        $this->expectException(RotaException::class);
        $this->expectExceptionMessage('Market Cross is closed at that time');
        (new Rota())->book(Fixtures::band(), Fixtures::marketCross(), self::DAY, 20, 2);
    }

    public function testRefusesAnOverlap(): void
    {
        $rota = new Rota();
        $rota->book(Fixtures::fiddler(), Fixtures::bridgeSteps(), self::DAY, 11, 2);
        $this->expectExceptionMessage('Bridge Steps is taken by Nell Carrick');
        $rota->book(Fixtures::juggler(), Fixtures::bridgeSteps(), self::DAY, 12, 1);
    }

    public function testBackToBackActsDoNotOverlap(): void
    {
        $rota = new Rota();
        $rota->book(Fixtures::fiddler(), Fixtures::bridgeSteps(), self::DAY, 11, 2);
        $rota->book(Fixtures::juggler(), Fixtures::bridgeSteps(), self::DAY, 13, 1);
        $this->assertCount(2, $rota->forDay(self::DAY));
    }

    public function testTwoHoursAPitchADay(): void
    {
        $rota = new Rota();
        $rota->book(Fixtures::fiddler(), Fixtures::bridgeSteps(), self::DAY, 10, 1);
        $rota->book(Fixtures::fiddler(), Fixtures::bridgeSteps(), self::DAY, 14, 1);
        $this->expectExceptionMessage('Nell Carrick has had 2h on Bridge Steps that day');
        $rota->book(Fixtures::fiddler(), Fixtures::bridgeSteps(), self::DAY, 17, 1);
    }

    public function testTheLimitIsPerPitch(): void
    {
        $rota = new Rota();
        $rota->book(Fixtures::fiddler(), Fixtures::bridgeSteps(), self::DAY, 10, 2);
        $rota->book(Fixtures::fiddler(), Fixtures::marketCross(), self::DAY, 14, 2);
        $this->assertSame(2, $rota->hoursOn(Fixtures::fiddler(), Fixtures::marketCross(), self::DAY));
    }

    public function testCancelFreesTheSlot(): void
    {
        $rota = new Rota();
        $booking = $rota->book(Fixtures::fiddler(), Fixtures::bridgeSteps(), self::DAY, 11, 2);
        $rota->cancel($booking);
        $rota->book(Fixtures::juggler(), Fixtures::bridgeSteps(), self::DAY, 11, 1);
        $this->assertCount(1, $rota->forDay(self::DAY));
    }
}
