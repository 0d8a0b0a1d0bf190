export default function Home() {
  return (
    <main>
      <h1>안녕하세요</h1>
      <p>같은 버전의 Next.js로 만든 가장 작은 페이지입니다. 포털의 화면은 이 페이지와 비교해 측정합니다.</p>
    </main>
  );
}
