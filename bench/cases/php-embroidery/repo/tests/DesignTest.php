<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;
use Threadworks\Embroidery\Design;

final class DesignTest extends TestCase
{
    public function testColourChangesAndThreads(): void
    {
        $crest = Designs::crest();
        self::assertSame(3, $crest->colourChanges());
        self::assertSame(['1966 navy', '1801 white', '1624 gold'], $crest->threads());
        self::assertSame(0, Designs::initials()->colourChanges());
    }

    public function testDensity(): void
    {
        self::assertEqualsWithDelta(121.0, Designs::crest()->density(), 0.1);
    }

    public function testRejectsEmptyDesigns(): void
    {
        $this->expectException(InvalidArgumentException::class);
        new Design('blank', 0, 10, 10, ['1801 white']);
    }

    public function testRejectsDesignsWithoutColours(): void
    {
        $this->expectExceptionMessage('has no colours');
        new Design('ghost', 100, 10, 10, []);
    }
}
