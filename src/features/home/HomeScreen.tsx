export default function HomeScreen() {
  return (
    <>
      <header className="dk-header">
        <h1>Dastarkhan</h1>
      </header>
      <main className="dk-main" data-screen="home">
        <p className="dk-muted">Restaurants, cafes and smart fridges near you.</p>
      </main>
    </>
  );
}
