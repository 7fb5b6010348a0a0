<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;
use Threadworks\Embroidery\Design;
use Threadworks\Embroidery\Hoop;

final class HoopTest extends TestCase
{
    public function testChoosesTheSmallestHoopThatFits(): void
    {
        self::assertSame('4x4 round', Hoop::choose(Designs::chestLogo())->name);
        self::assertSame('12cm', Hoop::choose(Designs::crest())->name);
        self::assertSame('15cm', Hoop::choose(new Design('badge', 1, 115, 60, ['x']))->name);
        self::assertSame('30x30 jacket back', Hoop::choose(Designs::jacketBack())->name);
    }

    public function testLeavesAMarginAndTurnsDesigns(): void
    {
        $hoop = new Hoop('12cm', 120, 120);
        self::assertTrue($hoop->fits(new Design('edge', 1, 110, 110, ['x'])));
        self::assertFalse($hoop->fits(new Design('over', 1, 110.5, 20, ['x'])));
        $oblong = new Hoop('18x30 oblong', 180, 300);
        self::assertTrue($oblong->fits(new Design('long', 1, 280, 100, ['x'])));
    }

    public function testNoHoopForAHugeDesign(): void
    {
        $this->expectException(RuntimeException::class);
        Hoop::choose(new Design('banner', 1, 400, 300, ['x']));
    }
}
