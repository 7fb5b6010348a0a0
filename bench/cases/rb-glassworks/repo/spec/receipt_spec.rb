RSpec.describe Glassworks::Receipt do
  it "prints a line for the bench, each piece's glass and lehr, and the total" do
    bowl = Glassworks::Piece.new("Bowl", :bowl).add_gather(:clear, 1000)
    session = Glassworks::StudioSession.new("Ada", bench_hours: 1).add(bowl)
    expect(described_class.new(session).to_s).to eq(<<~TEXT.chomp)
      Receipt for Ada
      bench 1 h                   £35.00
      Bowl glass                   £4.00
      Bowl lehr                    £4.50
      TOTAL                       £43.50
    TEXT
  end
end
