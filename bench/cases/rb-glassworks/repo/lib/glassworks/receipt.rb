module Glassworks
  # The printed receipt for a session.
  class Receipt
    def initialize(session)
      @session = session
    end

    def lines
      rows = [row("bench #{@session.bench_hours} h", @session.bench_pence)]
      @session.pieces.each do |piece|
        rows << row("#{piece.name} glass", @session.glass_pence(piece))
        rows << row("#{piece.name} lehr", @session.lehr_pence(piece))
      end
      rows << row("TOTAL", @session.total_pence)
    end

    def to_s
      (["Receipt for #{@session.maker}"] + lines).join("\n")
    end

    private

    def row(label, pence)
      format("%-24s %9s", label, pounds(pence))
    end

    def pounds(pence)
      format("£%d.%02d", pence / 100, pence % 100)
    end
  end
end
