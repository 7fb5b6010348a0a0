<?php

declare(strict_types=1);

namespace Fellside\Woolclip\Tests;

use Fellside\Woolclip\Fleece;
use Fellside\Woolclip\Grade;
use PHPUnit\Framework\TestCase;

final class GradeTest extends TestCase
{
    public function testFromCode(): void
    {
        $this->assertSame(Grade::Medium, Grade::fromCode(' m '));
    }

    public function testUnknownCode(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Grade::fromCode('X');
    }

    public function testFleeceValueRoundsToThePenny(): void
    {
        $this->assertSame(290, (new Fleece(Grade::Medium, 3450))->valuePence());
        $this->assertSame(334, (new Fleece(Grade::Fine, 2980))->valuePence());
    }
}
