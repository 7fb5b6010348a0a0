<?php

declare(strict_types=1);

namespace Juggling\Tests;

use Juggling\Catalogue;
use Juggling\InvalidPattern;
use PHPUnit\Framework\TestCase;

final class CatalogueTest extends TestCase
{
    public function testFindsAPatternByName(): void
    {
        self::assertSame('531', (string) Catalogue::find('Snake'));
    }

    public function testListsThePatternsForANumberOfBalls(): void
    {
        self::assertSame(['fountain', 'half shower', 'four ball 7441'], Catalogue::forBalls(4));
    }

    public function testRefusesAnUnknownName(): void
    {
        $this->expectException(InvalidPattern::class);
        Catalogue::find('mills mess');
    }
}
