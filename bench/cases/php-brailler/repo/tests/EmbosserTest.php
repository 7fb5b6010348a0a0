<?php

declare(strict_types=1);

namespace Dotworks\Brailler\Tests;

use Dotworks\Brailler\Embosser;
use Dotworks\Brailler\Layout;
use PHPUnit\Framework\TestCase;

final class EmbosserTest extends TestCase
{
    private const TEXT = 'The lighthouse keeper climbed 117 steps at dusk, lit the lamp and wrote in the log.';

    public function testAStandardPage(): void
    {
        $out = (new Embosser(Layout::standard()))->emboss(self::TEXT);
        $lines = explode("\n", $out);
        $this->assertCount(4, $lines);
        $this->assertSame(str_repeat('⠀', 38) . '⠼⠁', $lines[0]);
        $this->assertSame('⠠⠞⠓⠑⠀⠇⠊⠛⠓⠞⠓⠕⠥⠎⠑⠀⠅⠑⠑⠏⠑⠗⠀⠉⠇⠊⠍⠃⠑⠙⠀⠼⠁⠁⠛', $lines[1]);
        $this->assertSame('⠎⠞⠑⠏⠎⠀⠁⠞⠀⠙⠥⠎⠅⠂⠀⠇⠊⠞⠀⠞⠓⠑⠀⠇⠁⠍⠏⠀⠁⠝⠙⠀⠺⠗⠕⠞⠑⠀⠊⠝', $lines[2]);
        $this->assertSame('⠞⠓⠑⠀⠇⠕⠛⠲', $lines[3]);
    }

    public function testEveryLineFitsTheStandardWidth(): void
    {
        $pages = (new Embosser(Layout::standard()))->pages(str_repeat(self::TEXT . ' ', 12));
        $this->assertCount(2, $pages);
        foreach ($pages as $page) {
            foreach ($page as $line) {
                $this->assertLessThanOrEqual(40, count($line));
            }
        }
        $this->assertCount(25, $pages[0]);
    }

    public function testShortPagesAreNumbered(): void
    {
        $embosser = new Embosser(Layout::standard()->withLinesPerPage(3));
        $pages = explode("\f", $embosser->emboss(self::TEXT));
        $this->assertCount(2, $pages);
        $this->assertStringEndsWith('⠼⠃', explode("\n", $pages[1])[0]);
    }

    public function testWithoutPageNumbers(): void
    {
        $embosser = new Embosser(Layout::standard()->withoutPageNumbers());
        $this->assertStringStartsWith('⠠⠞⠓⠑', $embosser->emboss(self::TEXT));
    }
}
