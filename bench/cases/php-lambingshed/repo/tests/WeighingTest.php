<?php

declare(strict_types=1);

namespace Lambing\Tests;

use InvalidArgumentException;
use Lambing\Lamb;
use Lambing\Weighing;
use PHPUnit\Framework\TestCase;

final class WeighingTest extends TestCase
{
    public function testDailyGainBetweenFirstAndLastWeighing(): void
    {
        $log = Fixtures::log();
        $lamb = $log->lamb('0102/1');
        $scales = new Weighing();
        $scales->record($lamb, Fixtures::at('2026-04-19 10:00'), 15.4);
        self::assertNull($scales->dailyGain($lamb));
        $scales->record($lamb, Fixtures::at('2026-03-30 10:00'), 9.2);
        self::assertSame(0.31, $scales->dailyGain($lamb));
        self::assertSame(15.4, $scales->latest($lamb));
    }

    public function testSlowLambsSlowestFirst(): void
    {
        $log = Fixtures::log();
        $scales = new Weighing();
        $weights = ['0102/1' => [9.2, 15.4], '0103/1' => [6.0, 9.0], '0103/3' => [6.5, 10.7], '0106/1' => [8.0, 9.6]];
        foreach ($weights as $id => [$first, $second]) {
            $scales->record($log->lamb($id), Fixtures::at('2026-03-30 10:00'), $first);
            $scales->record($log->lamb($id), Fixtures::at('2026-04-19 10:00'), $second);
        }
        $slow = $scales->belowTarget(0.25);
        self::assertSame(['0106/1', '0103/1', '0103/3'], array_map(static fn (Lamb $l): string => $l->id, $slow));
    }

    public function testNoWeighingBeforeBirth(): void
    {
        $lamb = Fixtures::log()->lamb('0108/1');
        $this->expectException(InvalidArgumentException::class);
        (new Weighing())->record($lamb, Fixtures::at('2026-03-23 10:00'), 4.0);
    }
}
