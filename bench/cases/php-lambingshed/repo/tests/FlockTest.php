<?php

declare(strict_types=1);

namespace Lambing\Tests;

use InvalidArgumentException;
use Lambing\Ewe;
use Lambing\Flock;
use PHPUnit\Framework\TestCase;

final class FlockTest extends TestCase
{
    public function testGroupsScannedEwes(): void
    {
        $flock = Fixtures::flock();
        $flock->add(new Ewe(Fixtures::tag(120), 'Lleyn', 2023));
        self::assertCount(9, $flock);
        self::assertCount(8, $flock->scanned());

        $groups = array_map(
            static fn (array $ewes): array => array_map(static fn (Ewe $e): int => $e->tag->individual, $ewes),
            $flock->byScanGroup()
        );
        self::assertSame([
            Ewe::BARREN => [104],
            Ewe::SINGLE => [102, 107],
            Ewe::TWIN => [101, 105, 106, 108],
            Ewe::TRIPLET => [103],
        ], $groups);
    }

    public function testLooksUpByTag(): void
    {
        $flock = Fixtures::flock();
        self::assertSame('Lleyn', $flock->get(Fixtures::tag(105))->breed);
        self::assertTrue($flock->has(Fixtures::tag(108)));
        self::assertFalse($flock->has(Fixtures::tag(109)));
    }

    public function testNoDuplicateTags(): void
    {
        $flock = Fixtures::flock();
        $this->expectException(InvalidArgumentException::class);
        $flock->add(new Ewe(Fixtures::tag(101), 'Texel', 2020));
    }
}
