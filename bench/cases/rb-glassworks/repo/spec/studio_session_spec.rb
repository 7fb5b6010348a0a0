RSpec.describe Glassworks::StudioSession do
  let(:weight) { Glassworks::Piece.new("Weight", :paperweight).add_gather(:clear, 300).add_gather(:ruby, 43) }
  let(:bowl) { Glassworks::Piece.new("Bowl", :bowl).add_gather(:clear, 1000) }

  it "bills bench hours, glass and lehr time" do
    session = described_class.new("Ada", bench_hours: 2).add(weight).add(bowl)
    expect(session.glass_pence(weight)).to eq(249)
    expect(session.lehr_pence(weight)).to eq(600)
    expect(session.lehr_pence(bowl)).to eq(450)
    expect(session.total_pence).to eq(7_000 + 249 + 600 + 400 + 450)
  end

  it "refuses a session of no hours" do
    expect { described_class.new("Ada", bench_hours: 0) }.to raise_error(ArgumentError)
  end
end
