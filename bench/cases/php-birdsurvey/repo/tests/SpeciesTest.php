<?php

declare(strict_types=1);

use Moorside\BirdSurvey\Species;
use PHPUnit\Framework\TestCase;

final class SpeciesTest extends TestCase
{
    public function testNamesAndLists(): void
    {
        self::assertSame('Skylark', Species::name('S.'));
        self::assertSame(Species::RED, Species::status('YH'));
        self::assertSame(Species::AMBER, Species::status('MP'));
        self::assertTrue(Species::known('WR'));
        self::assertFalse(Species::known('ZZ'));
    }

    public function testUnknownCode(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Species::name('ZZ');
    }
}
