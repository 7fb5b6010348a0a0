<?php

declare(strict_types=1);

namespace Buskpitch\Tests;

use Buskpitch\Board;
use Buskpitch\Rota;
use PHPUnit\Framework\TestCase;

final class BoardTest extends TestCase
{
    public function testSaturdayBoard(): void
    {
        $rota = new Rota();
        $rota->book(Fixtures::juggler(), Fixtures::bridgeSteps(), '2026-07-18', 14, 1);
        $rota->book(Fixtures::band(), Fixtures::marketCross(), '2026-07-18', 19, 2);
        $rota->book(Fixtures::fiddler(), Fixtures::bridgeSteps(), '2026-07-18', 11, 2);
        $rota->book(Fixtures::fiddler(), Fixtures::bridgeSteps(), '2026-07-19', 11, 2);

        $this->assertSame([
            'Busking rota for 2026-07-18',
            'A1 Market Cross',
            '  19:00-21:00 The Tin Whistlers (amplified)',
            'B4 Bridge Steps',
            '  11:00-13:00 Nell Carrick (acoustic)',
            '  14:00-15:00 Flying Ferdie (circle)',
        ], Board::lines($rota, '2026-07-18'));
    }

    public function testEmptyDay(): void
    {
        $this->assertSame(['Busking rota for 2026-07-20', '  no bookings'], Board::lines(new Rota(), '2026-07-20'));
    }
}
