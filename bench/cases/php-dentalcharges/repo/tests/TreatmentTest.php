<?php

declare(strict_types=1);

namespace Brightsmile\Dental\Tests;

use Brightsmile\Dental\Band;
use Brightsmile\Dental\Treatment;
use InvalidArgumentException;
use PHPUnit\Framework\TestCase;

final class TreatmentTest extends TestCase
{
    public function testLooksUpCodesCaseInsensitively(): void
    {
        $t = Treatment::fromCode(' fill ');
        self::assertSame('FILL', $t->code);
        self::assertSame('Filling', $t->name);
        self::assertSame(Band::Two, $t->band);
    }

    public function testUnknownCode(): void
    {
        $this->expectException(InvalidArgumentException::class);
        Treatment::fromCode('WHITEN');
    }

    public function testLabWork(): void
    {
        self::assertTrue(Treatment::fromCode('CROWN')->isLabWork());
        self::assertFalse(Treatment::fromCode('RCT')->isLabWork());
    }

    public function testEveryCodeHasABand(): void
    {
        foreach (Treatment::codes() as $code) {
            self::assertInstanceOf(Band::class, Treatment::fromCode($code)->band);
        }
        self::assertCount(13, Treatment::codes());
    }
}
