<?php

declare(strict_types=1);

namespace Lambing\Tests;

use InvalidArgumentException;
use Lambing\Lamb;
use Lambing\LambingLog;
use LogicException;
use PHPUnit\Framework\TestCase;

final class LambingLogTest extends TestCase
{
    public function testBirthsNameLambsByDamAndOrder(): void
    {
        $log = new LambingLog();
        $lambs = $log->recordBirth(Fixtures::tag(42), Fixtures::at('2026-03-20 06:30'), [[Lamb::EWE, 4.6], [Lamb::TUP, 5.0]]);
        self::assertSame(['0042/1', '0042/2'], array_map(static fn (Lamb $l): string => $l->id, $lambs));
        self::assertSame(2, $log->litterSize(Fixtures::tag(42)));
        self::assertTrue($log->hasLambed(Fixtures::tag(42)));
        self::assertFalse($log->hasLambed(Fixtures::tag(43)));
    }

    public function testSeasonCounts(): void
    {
        $log = Fixtures::log();
        self::assertCount(13, $log->lambs());
        self::assertSame(7, $log->ewesLambed());
        self::assertCount(12, $log->bornAlive());
        self::assertCount(4, $log->dead());
        self::assertCount(9, $log->aliveAt(Fixtures::at('2026-04-15 12:00')));
        self::assertCount(11, $log->aliveAt(Fixtures::at('2026-03-24 08:00')));
    }

    public function testStillbornLambs(): void
    {
        $log = Fixtures::log();
        self::assertTrue($log->lamb('0103/2')->isStillborn());
        self::assertFalse($log->lamb('0108/2')->isStillborn());
        self::assertFalse($log->lamb('0103/1')->isStillborn());
    }

    public function testAnEweLambsOnce(): void
    {
        $log = Fixtures::log();
        $this->expectException(InvalidArgumentException::class);
        $log->recordBirth(Fixtures::tag(101), Fixtures::at('2026-03-25 10:00'), [[Lamb::EWE, 4.0]]);
    }

    public function testALambDiesOnce(): void
    {
        $log = Fixtures::log();
        $this->expectException(LogicException::class);
        $log->recordDeath('0101/1', Fixtures::at('2026-04-01 09:00'), 'pneumonia');
    }

    public function testFosteredLambIsRearedByItsFosterMother(): void
    {
        $log = Fixtures::log();
        $lamb = $log->lamb('0103/3');
        self::assertTrue($lamb->rearedBy()->equals(Fixtures::tag(103)));
        $lamb->fosterTo(Fixtures::tag(102));
        self::assertTrue($lamb->rearedBy()->equals(Fixtures::tag(102)));
        self::assertTrue($lamb->dam->equals(Fixtures::tag(103)));
    }

    public function testUnknownLamb(): void
    {
        $this->expectException(InvalidArgumentException::class);
        Fixtures::log()->lamb('0104/1');
    }
}
